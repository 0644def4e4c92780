#!/usr/bin/env bash
# Fails when a schema file and its migration set disagree: runs `drizzle-kit generate` for the
# SQLite and the PostgreSQL set on a copy of each migrations folder and expects nothing new.
# (A change to server/db/schema.ts or server/db/pg/schema.ts needs its migration committed:
# npm run db:generate -- --name … and npm run db:generate:pg -- --name ….)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
check() {
  local name=$1 dialect=$2 schema=$3 migrations=$4
  mkdir -p "$tmp/$name"
  cp -r "$root/$migrations" "$tmp/$name/migrations"
  # drizzle-kit reads `out` relative to the working directory.
  cat >"$tmp/$name/drizzle.config.mjs" <<CONFIG
export default { dialect: '$dialect', schema: './$schema', out: '$(realpath --relative-to="$root" "$tmp/$name/migrations")' };
CONFIG
  local before after
  before=$(find "$tmp/$name/migrations" -type f | wc -l)
  if ! npx drizzle-kit generate --config "$tmp/$name/drizzle.config.mjs" >"$tmp/$name/log" 2>&1 || grep -q 'Error' "$tmp/$name/log"; then
    echo "db:check: drizzle-kit failed for $schema:" >&2
    cat "$tmp/$name/log" >&2
    status=1
    return
  fi
  after=$(find "$tmp/$name/migrations" -type f | wc -l)
  if [ "$before" != "$after" ]; then
    echo "db:check: $schema has changes without a migration in $migrations:" >&2
    find "$tmp/$name/migrations" -name '*.sql' -newer "$tmp/$name/drizzle.config.mjs" -exec cat {} + >&2
    status=1
  else
    echo "db:check: $migrations matches $schema"
  fi
}
check sqlite sqlite server/db/schema.ts server/db/migrations
check postgres postgresql server/db/pg/schema.ts server/db/pg/migrations
exit $status
