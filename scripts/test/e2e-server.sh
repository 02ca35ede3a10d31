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
# A real SMTP server beside it: mails land in $dir/mail as JSON. Four-eyes decisions are on.
export SMTP_URL="smtp://127.0.0.1:$(( ${PORT:-3100} + 1 ))"
export FOUR_EYES=1
# No SMS gateway: the specs (and the seed's demo walks) read one-time codes and links from the outbox.
export OUTBOX_KEEP_SECRETS=1
# The webhook specs run their receivers on loopback.
export WEBHOOKS_ALLOW_PRIVATE=1
node_modules/.bin/tsx scripts/test/smtp-sink.ts "$(( ${PORT:-3100} + 1 ))" "$dir/mail" &
sink=$!
# A local OpenID provider for the @sso specs (scripts/oidc/test-provider.ts prints these settings too).
oidc_port=$(( ${PORT:-3100} + 2 ))
node_modules/.bin/tsx scripts/oidc/test-provider.ts --port "$oidc_port" --app "$APP_URL" > "$dir/oidc.log" 2>&1 &
oidc=$!
trap 'kill $sink $oidc 2>/dev/null' EXIT
export OIDC_ISSUER="http://127.0.0.1:$oidc_port" OIDC_CLIENT_ID=idv-back-office OIDC_CLIENT_SECRET=idv-local-oidc-secret
export OIDC_NAME="Test SSO" OIDC_ROLE_CLAIM=groups
export OIDC_ROLE_MAP='{"idv-admins":"admin","idv-reviewers":"reviewer","idv-auditors":"auditor"}'
# Browsers refuse an IP address as a passkey's relying party: the @2fa passkey spec opens the app as localhost.
export PASSKEY_ORIGIN="http://localhost:${PORT:-3100}"
# The compiled server and operator tool from these sources (the Playwright run builds only Next's part with `next build`).
node scripts/build-server.mjs
node_modules/.bin/tsx scripts/db/migrate.ts apply
node dist/idv.mjs seed --json > "$dir/seed.json"
# The demo applicant's ID card, selfies and liveness clip, for specs that submit to the real checks.
node dist/idv.mjs demo:media --out "$dir/media" > /dev/null
# Its stdout must be JSON log lines only: the checker passes them on and notes any other line, which fails the run
# (e2e/support/server-log-reporter.ts).
$(node -p 'require("./package.json").scripts.start') | node scripts/test/json-lines-check.mjs "$dir/server-stdout-not-json.log"
