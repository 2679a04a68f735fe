#!/bin/sh
# Deploys a new release of the compose stack with the backend replaced one replica at a time, so the
# site keeps answering /api throughout (docs/operations.md, "Deploying a new release").
#
#   scripts/deploy.sh            run from the repository root, with the new release checked out
#
# `docker compose up -d` alone recreates every backend replica at once: for the seconds the new ones
# take to start (migrations, health) nginx has no backend and answers 502. Instead this script:
#   1. builds the images;
#   2. starts as many new backends as there are running ones, beside them (Compose's --no-recreate
#      leaves the old containers alone), and waits until every new one is healthy;
#   3. stops the old backends one at a time with SIGTERM: each drains, hands its registrations over
#      and finishes what it has (the graceful stop), while nginx sends new requests to the others;
#   4. recreates the worker and the render server (queued mails wait in Redis; while the render server
#      restarts the blog is rendered in the browser), then nginx, which Compose recreates only when
#      its image or settings changed: then the site is away for the second nginx takes to start.
# Environment: COMPOSE (default "docker compose"), HEALTH_TIMEOUT_S (default 180) per new backend.
set -eu

COMPOSE=${COMPOSE:-docker compose}
HEALTH_TIMEOUT_S=${HEALTH_TIMEOUT_S:-180}
# The backend's stop_grace_period in docker-compose.yml: drain, hand-over, requests in flight.
STOP_TIMEOUT_S=45

say() { printf 'deploy: %s\n' "$*"; }

# shellcheck disable=SC2086 # COMPOSE is a command with its arguments.
compose() { $COMPOSE "$@"; }

wait_healthy() {
  waited=0
  while :; do
    status=$(docker inspect --format '{{.State.Health.Status}}' "$1")
    case $status in
      healthy) return 0 ;;
      unhealthy) say "new backend $1 is unhealthy; the old backends keep serving. Its log: docker logs $1"; return 1 ;;
    esac
    if [ "$waited" -ge "$HEALTH_TIMEOUT_S" ]; then
      say "new backend $1 not healthy after ${HEALTH_TIMEOUT_S} s; the old backends keep serving"
      return 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
}

say "building the images"
compose build

old=$(compose ps -q backend)
count=$(printf '%s\n' "$old" | grep -c . || true)
if [ "$count" -eq 0 ]; then
  say "no backend is running: starting the whole stack"
  compose up -d
  exit 0
fi

say "starting $count new backend(s) beside the $count running"
compose up -d --no-deps --no-recreate --scale "backend=$((count * 2))" backend
new=$(compose ps -q backend | grep -v -x -F "$old" || true)
if [ "$(printf '%s\n' "$new" | grep -c . || true)" -ne "$count" ]; then
  say "expected $count new backend(s), found: $new"
  exit 1
fi
for id in $new; do
  if ! wait_healthy "$id"; then
    say "removing the new backends; nothing else changed"
    for started in $new; do docker stop --time "$STOP_TIMEOUT_S" "$started" >/dev/null && docker rm "$started" >/dev/null; done
    exit 1
  fi
  say "new backend $id is healthy"
done

for id in $old; do
  say "stopping old backend $id (drain, hand-over, requests in flight)"
  docker stop --time "$STOP_TIMEOUT_S" "$id" >/dev/null
  docker rm "$id" >/dev/null
done

say "recreating the worker and the render server"
compose up -d --no-deps worker renderer
say "bringing nginx up to date"
compose up -d --no-deps nginx
say "done: $count backend(s) on the new release"
