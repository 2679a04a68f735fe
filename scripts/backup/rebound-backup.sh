#!/bin/sh
# Rebound's database backups: dump PostgreSQL, check the dump, keep the last few, restore one.
#
#   rebound-backup run              one backup now: dump, check, manifest, last-success, prune
#   rebound-backup schedule         run daily at BACKUP_TIME (UTC), and at once when the last one is older than a day
#   rebound-backup restore <dump>   restore a dump (a name in BACKUP_DIR or a path) into an EMPTY database
#   rebound-backup verify <dump>    check a dump: checksum against its manifest, and every byte readable
#   rebound-backup list             the dumps kept, oldest first
#   rebound-backup health           exit 0 when the last backup succeeded within BACKUP_MAX_AGE_HOURS
#
# The compose service `backup` runs `schedule` in an image of the PostgreSQL release the stack runs;
# without Docker, `npm run backup` / `npm run restore -- <dump>` run it with the machine's client tools.
# Plain POSIX sh: the same file runs under the image's BusyBox and under Debian's dash or bash.
#
# Settings (environment): BACKUP_DIR (/backups), BACKUP_KEEP (14), BACKUP_TIME (02:30),
# BACKUP_MAX_AGE_HOURS (26), BACKUP_PG_BIN (folder of pg_dump/pg_restore/psql; default: PATH).
# The database: DATABASE_URL when set, else libpq's PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE
# (compose uses those, so a password with / # ? needs no URL encoding).
#
# Files in BACKUP_DIR, per backup: rebound-<UTC time>.dump (pg_dump's custom format, which holds the
# blog's cover images too: they are rows of blog_images) and rebound-<UTC time>.json (its manifest:
# size, SHA-256, time, newest migration). `last-success` holds the Unix time of the last backup that
# was written and checked: the metric rebound_backup_last_success_timestamp_seconds reads it.
set -eu
# Dumps and manifests hold every lead's name and address: readable by the backup's own user only.
umask 077

BACKUP_DIR=${BACKUP_DIR:-/backups}
BACKUP_KEEP=${BACKUP_KEEP:-14}
BACKUP_TIME=${BACKUP_TIME:-02:30}
BACKUP_MAX_AGE_HOURS=${BACKUP_MAX_AGE_HOURS:-26}
LAST_SUCCESS_FILE=last-success

log() {
  printf '%s rebound-backup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"
}

fail() {
  printf '%s rebound-backup: error: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
  exit 1
}

is_count() {
  case $1 in '' | *[!0-9]*) return 1 ;; *) [ "$1" -gt 0 ] ;; esac
}

check_settings() {
  is_count "$BACKUP_KEEP" || fail "BACKUP_KEEP must be a whole number of dumps, 1 or more (got '$BACKUP_KEEP')"
  is_count "$BACKUP_MAX_AGE_HOURS" || fail "BACKUP_MAX_AGE_HOURS must be a whole number of hours, 1 or more (got '$BACKUP_MAX_AGE_HOURS')"
  case $BACKUP_TIME in
    [01][0-9]:[0-5][0-9] | 2[0-3]:[0-5][0-9]) ;;
    *) fail "BACKUP_TIME must be HH:MM in UTC, 00:00 to 23:59 (got '$BACKUP_TIME')" ;;
  esac
}

# A PostgreSQL client tool, from BACKUP_PG_BIN when set (a machine with several releases installed).
pg_tool() {
  tool=$1
  shift
  if [ -n "${BACKUP_PG_BIN:-}" ]; then "$BACKUP_PG_BIN/$tool" "$@"; else "$tool" "$@"; fi
}

# The same, connected to the database: DATABASE_URL, or libpq's PG* variables when it is not set.
with_database() {
  tool=$1
  shift
  if [ -n "${DATABASE_URL:-}" ]; then pg_tool "$tool" --dbname="$DATABASE_URL" "$@"; else pg_tool "$tool" "$@"; fi
}

sha256_of() {
  sha256sum "$1" | cut -d ' ' -f 1
}

# A value of the flat manifest the backup wrote (its keys are fixed and its values hold no quotes).
manifest_value() {
  sed -n "s/.*\"$2\": *\"\\{0,1\\}\\([^\",}]*\\)\"\\{0,1\\}.*/\\1/p" "$1"
}

# pg_restore --list reads the table of contents only; turning the whole dump into SQL (thrown away)
# reads every block, so a dump cut short (full disk, killed pg_dump) fails here rather than at a restore.
check_readable() {
  pg_tool pg_restore --list "$1" >/dev/null || fail "$1: pg_restore cannot read its table of contents"
  pg_tool pg_restore --file=/dev/null "$1" || fail "$1: pg_restore cannot read it to the end (cut short or damaged)"
}

# The dump a restore or verify names: a path, or a name in BACKUP_DIR with or without .dump.
resolve_dump() {
  [ -n "${1:-}" ] || fail "name the dump: $(basename "$0") $command <name> (see: $(basename "$0") list)"
  for candidate in "$1" "$BACKUP_DIR/$1" "$BACKUP_DIR/$1.dump"; do
    case $candidate in
      *.dump) [ -f "$candidate" ] && {
        printf '%s\n' "$candidate"
        return 0
      } ;;
    esac
  done
  fail "no dump '$1' (looked for it as a file and in $BACKUP_DIR)"
}

verify_dump() {
  dump=$1
  manifest=${dump%.dump}.json
  if [ -f "$manifest" ]; then
    expected=$(manifest_value "$manifest" sha256)
    [ "$(sha256_of "$dump")" = "$expected" ] || fail "$dump: its SHA-256 differs from the one in $manifest (damaged or changed)"
  else
    log "$dump has no manifest beside it: its checksum cannot be checked, only that it reads"
  fi
  check_readable "$dump"
}

run_backup() {
  check_settings
  mkdir -p "$BACKUP_DIR"
  # Left by a backup that was killed: never complete, never restored. Only day-old ones: a backup
  # running now (`docker compose run --rm backup run` beside the schedule) is writing its own.
  find "$BACKUP_DIR" -maxdepth 1 -name '*.partial' -mmin +1440 | while read -r stale; do rm -f "$stale"; done
  name=rebound-$(date -u +%Y%m%dT%H%M%SZ)
  # Names order the dumps in time: a second backup in the same second waits for the next.
  while [ -e "$BACKUP_DIR/$name.dump" ]; do
    sleep 1
    name=rebound-$(date -u +%Y%m%dT%H%M%SZ)
  done
  dump=$BACKUP_DIR/$name.dump
  # This process's own unfinished files: a second backup at the same moment writes others.
  partial=$dump.$$.partial
  manifest_partial=$BACKUP_DIR/$name.json.$$.partial
  # A backup that fails removes what it wrote (one killed outright leaves it to the day-old sweep above).
  trap 'rm -f "$partial" "$manifest_partial"' EXIT
  trap 'exit 1' TERM INT
  started=$(date -u +%s)
  with_database pg_dump --format=custom --file="$partial" || fail "pg_dump failed; no backup was written"
  check_readable "$partial"
  newest_migration=$(with_database psql -X -A -t -q -c 'SELECT name FROM migrations ORDER BY "timestamp" DESC LIMIT 1' 2>/dev/null || true)
  cat >"$manifest_partial" <<EOF
{
  "file": "$name.dump",
  "bytes": $(wc -c <"$partial" | tr -d ' '),
  "sha256": "$(sha256_of "$partial")",
  "createdAt": "$(date -u -d "@$started" +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || date -u +%Y-%m-%dT%H:%M:%SZ)",
  "newestMigration": "$newest_migration",
  "pgDump": "$(pg_tool pg_dump --version)"
}
EOF
  # The dump is renamed only once it is complete and checked, its manifest after it, the timestamp last.
  mv "$partial" "$dump"
  mv "$manifest_partial" "$BACKUP_DIR/$name.json"
  date -u +%s >"$BACKUP_DIR/$LAST_SUCCESS_FILE.$$.partial"
  # Only a time: readable by every user, so a metrics exporter in another container (another user) reads it.
  chmod 0644 "$BACKUP_DIR/$LAST_SUCCESS_FILE.$$.partial"
  mv "$BACKUP_DIR/$LAST_SUCCESS_FILE.$$.partial" "$BACKUP_DIR/$LAST_SUCCESS_FILE"
  log "backup $name.dump written and checked ($(manifest_value "$BACKUP_DIR/$name.json" bytes) bytes)"
  prune
}

# Keeps the newest BACKUP_KEEP dumps (names sort by time) with their manifests.
prune() {
  count=$(list_dumps | wc -l)
  excess=$((count - BACKUP_KEEP))
  [ "$excess" -gt 0 ] || return 0
  list_dumps | head -n "$excess" | while read -r old; do
    rm -f "$BACKUP_DIR/$old.dump" "$BACKUP_DIR/$old.json"
    log "removed $old.dump (keeping the last $BACKUP_KEEP)"
  done
}

list_dumps() {
  for file in "$BACKUP_DIR"/rebound-*.dump; do
    [ -f "$file" ] && basename "$file" .dump
  done
  return 0
}

last_success_age() {
  stamp=$(cat "$BACKUP_DIR/$LAST_SUCCESS_FILE" 2>/dev/null || echo 0)
  echo $(($(date -u +%s) - stamp))
}

seconds_until_backup_time() {
  hours=${BACKUP_TIME%%:*}
  minutes=${BACKUP_TIME#*:}
  # Without the leading zero: sh reads 08 as a broken octal number.
  now=$(date -u +%s)
  at=$((now - now % 86400 + ${hours#0} * 3600 + ${minutes#0} * 60))
  [ "$at" -gt "$now" ] || at=$((at + 86400))
  echo $((at - now))
}

schedule() {
  check_settings
  sleeper=
  trap 'log "stopping"; [ -z "$sleeper" ] || kill "$sleeper" 2>/dev/null; exit 0' TERM INT
  # A stack that was down at BACKUP_TIME (or starts for the first time) backs up now.
  if [ "$(last_success_age)" -ge 86400 ]; then sh "$0" run || log "backup failed; next try at $BACKUP_TIME UTC"; fi
  while :; do
    wait_seconds=$(seconds_until_backup_time)
    log "next backup at $BACKUP_TIME UTC, in $wait_seconds s"
    # In the background, so a stop signal ends the wait at once.
    sleep "$wait_seconds" &
    sleeper=$!
    wait "$sleeper"
    sleeper=
    sh "$0" run || log "backup failed; next try at $BACKUP_TIME UTC"
  done
}

restore() {
  dump=$(resolve_dump "${1:-}")
  verify_dump "$dump"
  tables=$(with_database psql -X -A -t -q -v ON_ERROR_STOP=1 -c \
    "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'") ||
    fail "cannot connect to the database to restore into"
  # Never over live data: a restore merged into existing rows would be neither the dump nor the site.
  [ "$tables" = 0 ] || fail "the database is not empty ($tables tables and sequences): restore only into a new, empty database (docs/operations.md, Backups and restore)"
  # One transaction: a failed restore leaves the database empty, never half restored. Owners and grants
  # are those of the restoring user, so a dump moves between servers with other role names.
  with_database pg_restore --exit-on-error --single-transaction --no-owner --no-privileges "$dump" ||
    fail "pg_restore failed; the database was left as it was (empty)"
  log "restored $(basename "$dump"); start the backend: it runs the migrations newer than the dump, if any"
}

health() {
  age=$(last_success_age)
  [ "$age" -lt $((BACKUP_MAX_AGE_HOURS * 3600)) ] || fail "the last successful backup is $age s old (more than $BACKUP_MAX_AGE_HOURS hours)"
}

command=${1:-}
[ $# -gt 0 ] && shift
case $command in
  run) run_backup ;;
  schedule) schedule ;;
  restore) restore "$@" ;;
  verify)
    dump=$(resolve_dump "${1:-}")
    verify_dump "$dump"
    log "$(basename "$dump") is complete and unchanged"
    ;;
  list) list_dumps ;;
  health) health ;;
  *) fail "usage: $(basename "$0") run | schedule | restore <dump> | verify <dump> | list | health" ;;
esac
