#!/usr/bin/env bash
# Builds the app's three images from the Dockerfile, tagged shop-backend, shop-web and shop-tools
# (BACKEND_IMAGE, WEB_IMAGE, TOOLS_IMAGE), with `--network host` (no container network is needed, or used).
# Base images: the official ones when OFFICIAL_BASE_IMAGES=1; otherwise the stand-ins built by
# base-images.sh (the official registry cannot be reached from every machine). Certificate
# authorities added to this machine (/usr/local/share/ca-certificates, NODE_EXTRA_CA_CERTS) are
# handed to the build stage, for networks that inspect TLS on the way to the npm registry.
# Prints NODE_IMAGE=, POSTGRES_IMAGE=, NGINX_IMAGE=, BACKEND_IMAGE= and WEB_IMAGE= lines on stdout.
# The whole script is read before it runs (a braced block), so editing it meanwhile is harmless.
{
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
say() { printf '%s\n' "$*" >&2; }

if [ "${OFFICIAL_BASE_IMAGES:-}" = 1 ]; then
  NODE_IMAGE=node:24-trixie-slim
  POSTGRES_IMAGE=postgres:17-alpine
  NGINX_IMAGE=nginx:1.30-alpine
  docker pull -q "$POSTGRES_IMAGE" >/dev/null
else
  eval "$("$root/scripts/docker/base-images.sh")"
fi
BACKEND_IMAGE=${BACKEND_IMAGE:-shop-backend}
WEB_IMAGE=${WEB_IMAGE:-shop-web}
TOOLS_IMAGE=${TOOLS_IMAGE:-shop-tools}

extra_ca=
for file in /usr/local/share/ca-certificates/*.crt; do
  [ -r "$file" ] && extra_ca+=$(cat "$file")$'\n'
done
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r "$NODE_EXTRA_CA_CERTS" ] &&
  [ "$(stat -c %s "$NODE_EXTRA_CA_CERTS")" -lt 65536 ]; then
  extra_ca+=$(cat "$NODE_EXTRA_CA_CERTS")$'\n'
fi

# The Dockerfile needs BuildKit: the client's buildx plugin, else a Docker 20.10-22.x client (Debian's
# docker.io), which has BuildKit built in.
export DOCKER_BUILDKIT=1
docker_cli=
if docker buildx version >/dev/null 2>&1; then
  docker_cli=docker
else
  for candidate in docker /usr/bin/docker; do
    version=$("$candidate" version --format '{{.Client.Version}}' 2>/dev/null || true)
    case $version in 20.* | 21.* | 22.*) docker_cli=$candidate && break ;; esac
  done
fi
[ -n "$docker_cli" ] || { say "No BuildKit here: install Docker's buildx plugin (or Debian's docker.io)"; exit 1; }

# Each build's output, every line with the seconds since it began, in $BUILD_LOG_DIR (kept for a look
# at what took long; shown when a build fails).
log_dir=${BUILD_LOG_DIR:-$root/.test-output}
mkdir -p "$log_dir"
build() { # target tag
  local started=$SECONDS log=$log_dir/docker-build-$1.log
  if ! "$docker_cli" build --progress=plain --network host --target "$1" -t "$2" \
    --build-arg NODE_IMAGE="$NODE_IMAGE" --build-arg NGINX_IMAGE="$NGINX_IMAGE" \
    --build-arg EXTRA_CA_CERTS="$extra_ca" "$root" 2>&1 |
    while IFS= read -r line; do printf '%4d s  %s\n' $((SECONDS - started)) "$line"; done >"$log"; then
    tail -n 60 "$log" >&2
    return 1
  fi
  say "   image $2 (target $1): $((SECONDS - started)) s, $(docker image inspect -f '{{.Size}}' "$2" | awk '{printf "%.0f MB", $1 / 1e6}')"
}

say "== images $BACKEND_IMAGE, $WEB_IMAGE and $TOOLS_IMAGE (bases $NODE_IMAGE, $NGINX_IMAGE)"
build backend "$BACKEND_IMAGE"
build web "$WEB_IMAGE"
build tools "$TOOLS_IMAGE"

echo "NODE_IMAGE=$NODE_IMAGE"
echo "POSTGRES_IMAGE=$POSTGRES_IMAGE"
echo "NGINX_IMAGE=$NGINX_IMAGE"
echo "BACKEND_IMAGE=$BACKEND_IMAGE"
echo "WEB_IMAGE=$WEB_IMAGE"
echo "TOOLS_IMAGE=$TOOLS_IMAGE"
exit
}
