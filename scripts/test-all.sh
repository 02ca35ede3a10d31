#!/usr/bin/env bash
# Command 2 of the README: install what is needed, then lint, types, unit, integration (SQLite and
# PostgreSQL), build and e2e, then the integration and API suites again on S3 storage. Ends with one line
# "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-}"
bash scripts/setup.sh test || { echo "0 passed, 1 failed"; exit 1; }

rm -rf test-results && mkdir -p test-results
passed=0
failed=0
failures=()

step() { # name, command...: a check that counts as one test
  local name="$1"; shift
  printf '\n\033[1m==> %s\033[0m\n' "$name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

counted() { # name, json file, command...: a runner whose own test counts are added up
  local name="$1" report="$2"; shift 2
  printf '\n\033[1m==> %s\033[0m\n' "$name"
  "$@"; local code=$?
  local counts
  counts=$(node scripts/test/count-results.mjs "$report" 2>/dev/null || echo "0 0")
  local p=${counts% *} f=${counts#* }
  if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p)); failed=$((failed + f))
  [ "$f" -gt 0 ] && failures+=("$name")
}

step "lint (biome)" node_modules/.bin/biome check .
step "type check (tsc)" node_modules/.bin/tsc --noEmit -p tsconfig.json
step "PostgreSQL schema derived from SQLite schema" node_modules/.bin/tsx scripts/db/generate.ts --check
# Built before the Vitest run: the security tests start the production server.
step "production build (npm run build)" npm run --silent build
counted "unit, integration and security tests (vitest, SQLite and PostgreSQL)" test-results/vitest.json \
  node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
# One retry: a browser test that fails once on a loaded machine and then passes is listed as flaky at the end.
counted "end-to-end tests (Playwright, Chromium)" test-results/e2e-results.json node_modules/.bin/playwright test --retries=1
# The same again on S3-compatible storage (loopback S3 servers the tests start): the integration suite on both
# databases, then the API contract, its races and fuzz (about five minutes together).
counted "integration tests on S3 storage (vitest, SQLite and PostgreSQL)" test-results/vitest-s3.json \
  env STORAGE=s3 node_modules/.bin/vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/vitest-s3.json
step "API conformance, races and fuzz on S3 storage (npm run test:e2e:s3)" bash scripts/test/e2e-s3.sh

echo
[ "${#failures[@]}" -gt 0 ] && printf 'Failed: %s\n' "${failures[@]}"
node scripts/test/failed-tests.mjs test-results/vitest.json test-results/e2e-results.json test-results/vitest-s3.json
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
