#!/usr/bin/env bash
# Runs the given command with DATABASE_URL (and TEST_DATABASE_URL) pointing at a throwaway
# PostgreSQL cluster: found (Debian's /usr/lib/postgresql/*/bin, or initdb/pg_ctl on PATH) or
# installed with apt-get when missing, created in a temp directory, listening on loopback only,
# and always stopped and removed at the end, also when the command fails.
#
#   scripts/with-postgres.sh npx vitest run tests/store
#   PG_PORT=55440 scripts/with-postgres.sh npm run bench:api -- --db=postgres
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh <command> [args…]" >&2
  exit 2
fi

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; fi
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
  echo "[pg] PostgreSQL not found: installing Debian's postgresql package" >&2
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BIN=$(find_bin)
  [ -n "$BIN" ] || { echo "[pg] installing PostgreSQL did not give initdb/pg_ctl" >&2; exit 1; }
fi

# initdb and postgres refuse to run as root: then the cluster belongs to the postgres user.
if [ "$(id -u)" -eq 0 ]; then
  RUN_AS=(runuser -u postgres --)
else
  RUN_AS=()
fi

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=${PG_PORT:-55432}
while ! port_free "$PORT"; do PORT=$((PORT + 1)); done

DIR=$(mktemp -d /tmp/ferdy-pg.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" -eq 0 ] && chown postgres: "$DIR"

stop_cluster() {
  local status=$?
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$status"
}
trap stop_cluster EXIT INT TERM

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
# A test cluster: no fsync (it is thrown away), enough connections for parallel test files.
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }

"$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qAt -c 'create database ferdy' >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/ferdy"
export TEST_DATABASE_URL="$DATABASE_URL"
# where the cluster lives, for measuring its CPU (npm run bench:api -- --db=postgres)
export FERDY_PG_DATA="$DIR/data"
echo "[pg] PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throwaway, $DIR)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
