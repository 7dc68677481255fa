#!/usr/bin/env bash
# Makes a Docker engine and a compose client available, for `.ci/run` and `npm test -- compose`.
# - An engine that already answers is used as it is.
# - Otherwise Debian's docker.io (engine 20.10) and docker-compose (1.29) are installed when missing,
#   and dockerd is started here (root) with no bridge and no iptables rules: every container of this
#   project uses the host's network on loopback ports, so nothing is ever sent to a private-range
#   address (a bridge would give containers 172.17.x addresses).
# Prints the compose command to use on its last line (`docker compose` or `docker-compose`).
# A dockerd started here writes its pid to $DOCKERD_PIDFILE (default /run/shop-dockerd.pid), so
# `engine.sh stop` ends exactly that process.
set -euo pipefail

pidfile=${DOCKERD_PIDFILE:-/run/shop-dockerd.pid}
logfile=${DOCKERD_LOG:-/var/log/shop-dockerd.log}
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
say() { printf '%s\n' "$*" >&2; }

if [ "${1:-}" = stop ]; then
  if [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    pid=$(cat "$pidfile")
    as_root kill -TERM "$pid"
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    as_root rm -f "$pidfile"
    say "dockerd ($pid) stopped"
  fi
  exit 0
fi

apt_install() {
  as_root apt-get update -qq
  # No init system starts services in these machines: keep the packages' scripts from trying.
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
if ! docker compose version >/dev/null 2>&1 && ! command -v docker-compose >/dev/null; then
  missing+=(docker-compose)
fi
if [ ${#missing[@]} -gt 0 ]; then
  say "Installing ${missing[*]} from Debian's packages"
  apt_install "${missing[@]}"
fi

if ! docker info >/dev/null 2>&1; then
  say "Starting dockerd (no bridge, no iptables rules; containers use the host's network)"
  as_root mkdir -p "$(dirname "$logfile")"
  # setsid: the daemon outlives this script's process group (CI stops it with `engine.sh stop`).
  # It keeps none of this script's other open files: a caller's lock (`flock FILE engine.sh`) would
  # otherwise stay held for as long as the daemon runs.
  (
    for fd in /proc/self/fd/*; do
      fd=${fd##*/}
      if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
    done
    # nice: the images build (in the daemon's containers) while the other suites run; it takes the
    # CPU they leave, and the compose suite, which waits for it, runs when nothing else does.
    as_root setsid nice -n 10 dockerd --bridge=none --iptables=false --ip6tables=false --ip-masq=false \
      --pidfile "$pidfile" >"$logfile" 2>&1 </dev/null
  ) &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { say "dockerd did not start; its log:"; tail -n 40 "$logfile" >&2; exit 1; }
fi

if docker compose version >/dev/null 2>&1; then echo "docker compose"; else echo "docker-compose"; fi
