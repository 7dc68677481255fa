#!/bin/sh
# As the official image's entry point: before nginx starts, run each executable /docker-entrypoint.d/*.sh.
set -eu
if [ "${1:-}" = nginx ]; then
  for script in /docker-entrypoint.d/*.sh; do
    [ -x "$script" ] || continue
    echo "$0: running $script"
    "$script"
  done
fi
exec "$@"
