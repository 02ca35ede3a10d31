#!/usr/bin/env bash
# npm run test:e2e:s3 (after `npm run build` or `next build`): the API conformance project and the race and fuzz
# tests with STORAGE=s3, each against a loopback S3 server of its own. Exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
export STORAGE=s3
status=0
# e2e/api: the contract, concurrency.spec.ts (races) and malformed-bodies.spec.ts (fuzz), on the production server.
node_modules/.bin/playwright test --project api || status=1
# The race tests of the production server (SQLite and PostgreSQL), each file in a bucket of its own; the
# integration project's races run with the rest of it in `npm run test:integration:s3`.
node_modules/.bin/vitest run --project security test/security/duplicate-submissions.test.ts \
  test/security/validation-error-not-a-race.test.ts test/security/evidence-after-crash.test.ts \
  test/security/graceful-shutdown.test.ts || status=1
exit $status
