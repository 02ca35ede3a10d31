#!/usr/bin/env bash
# npm run test:security: the security review's regression tests (test/security/), on SQLite and PostgreSQL.
# Some drive the production server from outside, so a build must exist first.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh test
[ -f .next/BUILD_ID ] || node_modules/.bin/next build
exec node_modules/.bin/vitest run --project security
