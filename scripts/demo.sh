#!/usr/bin/env bash
# Command 1 of the README: install, build, migrate, seed demo data and serve on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh app
echo "==> Building the app" >&2
npm run --silent build >/dev/null
export NODE_ENV=production
# A demo without an SMS gateway: one-time codes are read from the outbox (npm run idv -- outbox:list).
export OUTBOX_KEEP_SECRETS=1
node_modules/.bin/tsx scripts/db/migrate.ts apply
echo "==> Seeding demo data" >&2
node_modules/.bin/tsx scripts/idv.ts seed
# npm start's command (package.json), without npm in between.
exec $(node -p 'require("./package.json").scripts.start')
