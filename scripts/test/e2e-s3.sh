#!/usr/bin/env bash
# npm run test:e2e:s3 (after `npm run build` or `next build`): the API conformance project's storage tests, and the
# production server's race and crash tests, with STORAGE=s3 on loopback S3 servers. Writes its two JSON reports under
# REPORT_DIR (test-reports/ by default). Exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
reports="${REPORT_DIR:-test-reports}"
mkdir -p "$reports"
status=0
# The race and crash tests of the production server (SQLite and PostgreSQL, or the one TEST_DATABASES names: the whole
# suite names PostgreSQL here), each file in a bucket of its own; the integration project's races run with the rest of
# it in `npm run test:integration:s3`. They run beside the API tests below (their servers on ports of their own): the
# crash tests mostly wait for a killed server's orphans to be swept, so one after the other the two took 101 s + 78 s.
# Their output follows the API tests' once both are done.
security_log=$(mktemp)
STORAGE=s3 node_modules/.bin/vitest run --project security --reporter=default --reporter=json \
  --outputFile.json="$reports/security-s3.json" test/security/duplicate-submissions.test.ts \
  test/security/validation-error-not-a-race.test.ts test/security/graceful-shutdown.test.ts \
  test/security/evidence-after-crash.test.ts > "$security_log" 2>&1 &
security=$!

# e2e/api: only its tests tagged @storage, those whose requests store or read files through lib/storage (uploads and
# downloads, document and face steps, an AML check's sanctions list). The rest (authentication, flows, rate limits,
# races, the fuzz of JSON bodies) never reach the storage: the main Playwright run covers them, and running them again
# here bought no coverage. Found by reading them, and checked by a run whose server's S3 endpoint was a closed port:
# the tagged tests failed there on the storage, the others passed (two, authentication and flows, ran out of time on
# a loaded machine there; they reach no storage on the server). The server and the specs' operator-tool calls share
# one bucket.
log=$(mktemp)
node_modules/.bin/tsx scripts/test/s3-sink.ts idv-e2e > "$log" 2>&1 &
s3=$!
trap 'kill $s3 $security 2>/dev/null; rm -f "$log" "$security_log"' EXIT
until grep -q '^ready$' "$log"; do kill -0 $s3 2>/dev/null || { cat "$log"; exit 1; }; sleep 0.2; done
eval "$(grep '^export ' "$log")"
E2E_JSON_REPORT="$reports/e2e-s3.json" node_modules/.bin/playwright test --project api --grep @storage || status=1
wait $security || status=1
cat "$security_log"
exit $status
