#!/usr/bin/env bash
# The server Playwright tests: the production build on a fresh embedded database, migrated and seeded.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="${E2E_DIR:-.e2e}"
rm -rf "$dir" && mkdir -p "$dir"
export NODE_ENV=production
export DATABASE_URL="file:$dir/e2e.db"
export DATA_DIR="$dir/files"
export APP_URL="http://127.0.0.1:${PORT:-3100}"
export NEXTAUTH_URL="$APP_URL"
export HOST=127.0.0.1
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-e2e-secret-$(head -c 24 /dev/urandom | base64 | tr -d '/+=')}"
node_modules/.bin/tsx scripts/db/migrate.ts apply
node_modules/.bin/tsx scripts/idv.ts seed --json > "$dir/seed.json"
exec node_modules/.bin/tsx scripts/server.ts
