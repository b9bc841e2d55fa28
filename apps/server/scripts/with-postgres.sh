#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh COMMAND [ARGS...]
#
# Runs COMMAND with DATABASE_URL pointing at a throwaway PostgreSQL cluster started from the
# system's server binaries (Debian: /usr/lib/postgresql/N/bin), then always stops and deletes the
# cluster, and exits with COMMAND's status. The server tests use it to run a second time on a real
# PostgreSQL (see package.json "test:postgres").
#
# The cluster lives in a temp folder, listens on 127.0.0.1 on a free port and on a socket in that
# folder, trusts local connections, and runs with fsync off: fast, and nothing to keep.
# As root (CI), initdb must run as the `postgres` user (it refuses root); otherwise as yourself.
# Missing binaries are installed with apt-get when running as root; otherwise it fails clearly.
# Set PGBIN to use other binaries. It can wrap a server (the e2e journeys): COMMAND keeps the
# caller's PORT, and a SIGTERM stops COMMAND, then the cluster.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 64
fi

find_pgbin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true
}

PGBIN="${PGBIN:-$(find_pgbin)}"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "with-postgres: PostgreSQL server binaries not found; installing the postgresql package" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q postgresql >&2 || { apt-get update -q >&2 && apt-get install -y -q postgresql >&2; }
    PGBIN="$(find_pgbin)"
  fi
fi
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries (initdb, pg_ctl) found under /usr/lib/postgresql/*/bin." >&2
  echo "  Install them (Debian/Ubuntu: sudo apt-get install postgresql) or set PGBIN to their folder." >&2
  exit 69
fi

# Run a PostgreSQL tool as the cluster owner.
if [ "$(id -u)" -eq 0 ]; then
  OWNER=postgres
  as_owner() { runuser -u "$OWNER" -- "$@"; }
else
  OWNER="$(id -un)"
  as_owner() { "$@"; }
fi

free_port() {
  # Written as plain text: console.log would colour the number when FORCE_COLOR is set.
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}

PGTMP="$(mktemp -d -t ldn-pg.XXXXXX)"
[ "$(id -u)" -eq 0 ] && chown "$OWNER" "$PGTMP"
STARTED=0

cleanup() {
  if [ "$STARTED" -eq 1 ]; then
    as_owner "$PGBIN/pg_ctl" -D "$PGTMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PGTMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$PGBIN/initdb" -D "$PGTMP/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$PGTMP/initdb.log" 2>&1 ||
  { cat "$PGTMP/initdb.log" >&2; echo "with-postgres: initdb failed" >&2; exit 1; }

# A port that was free a moment ago may be taken before the server binds it: try a few.
for attempt in 1 2 3; do
  PG_PORT="$(free_port)"
  if as_owner "$PGBIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/server.log" -w -t 30 \
    -o "-p $PG_PORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    STARTED=1
    break
  fi
  echo "with-postgres: start on port $PG_PORT failed (attempt $attempt)" >&2
done
if [ "$STARTED" -ne 1 ]; then
  cat "$PGTMP/server.log" >&2 || true
  echo "with-postgres: PostgreSQL did not start" >&2
  exit 1
fi

as_owner "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres app
export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/app"
# For the fault tests (src/faults.test.ts), which restart this cluster under load.
export LDN_PG_DATA="$PGTMP/data" LDN_PG_BIN="$PGBIN" LDN_PG_OWNER="$OWNER"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

status=0
"$@" || status=$?
exit "$status"
