#!/usr/bin/env bash
# Command 2 of the README: install what is needed, then lint, types, build, unit and security tests (SQLite and
# PostgreSQL), integration tests (SQLite, local files), e2e, then the integration tests on PostgreSQL with S3 storage
# and the API suites again on S3. Ends with the failed and the flaky tests by name and one line "N passed, N failed,
# N flaky"; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
# FORBID_ONLY: a test left focused with .only fails the run instead of silently skipping the rest (both configs read it).
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-}" FORBID_ONLY=1
# Each step's wall time, listed again at the end: where the suite's minutes go.
timings=()
took() { # name, start (in $SECONDS)
  local line
  line=$(printf '%5d s  %s' "$((SECONDS - $2))" "$1")
  timings+=("$line")
  printf '%s\n' "$line"
}
bash scripts/setup.sh test || { echo "0 passed, 1 failed, 0 flaky"; exit 1; }
took "setup (Debian and npm packages, Prisma clients)" 0

# Each runner writes its own report here, outside Playwright's output folder (test-results/), which it empties at start.
reports=test-reports
rm -rf test-results "$reports" && mkdir -p "$reports"
passed=0
failed=0
flaky=0
failures=()

step() { # name, command...: a check that counts as one test
  local name="$1"; shift
  printf '\n\033[1m==> %s\033[0m\n' "$name"
  local started=$SECONDS
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
  took "$name" "$started"
}

counted() { # name, json report..., --, command...: a runner whose own test counts are added up from its reports
  local name="$1"; shift
  local runner_reports=()
  while [ "$1" != "--" ]; do runner_reports+=("$1"); shift; done
  shift
  printf '\n\033[1m==> %s\033[0m\n' "$name"
  local started=$SECONDS
  "$@"; local code=$?
  took "$name" "$started"
  local counts p f k
  # A missing report fails the step even when the runner exited 0: it stopped before writing it.
  counts=$(node scripts/test/count-results.mjs "${runner_reports[@]}") || code=1
  read -r p f k <<< "${counts:-0 0 0}"
  if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p)); failed=$((failed + f)); flaky=$((flaky + k))
  [ "$f" -gt 0 ] && failures+=("$name")
}

step "lint (biome)" node_modules/.bin/biome check .
step "type check (tsc)" node_modules/.bin/tsc --noEmit -p tsconfig.json
step "PostgreSQL schema derived from SQLite schema" node_modules/.bin/tsx scripts/db/generate.ts --check
# Built before the Vitest run: the security tests start the production server.
step "production build (npm run build)" npm run --silent build
# The integration tests on SQLite here (with local files) and on PostgreSQL in the S3 pass below: each database and
# each storage runs them once, paired as deployments pair them. So do the four race and crash tests of the security
# project that the S3 pass repeats (test/support/databases.ts); its other tests run on both databases here.
counted "unit and security tests (SQLite and PostgreSQL), integration tests (SQLite) (vitest)" "$reports/vitest.json" -- \
  env INTEGRATION_DATABASES=sqlite node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
# One retry: a browser test that fails once on a loaded machine and then passes counts as flaky, named at the end.
counted "end-to-end tests (Playwright, Chromium)" "$reports/e2e.json" -- \
  env E2E_JSON_REPORT="$reports/e2e.json" node_modules/.bin/playwright test --retries=1
# Again on S3-compatible storage (loopback S3 servers the tests start), paired with PostgreSQL as a deployment that
# outgrows one machine is: the integration suite, then the races and crash evidence, and the API tests that store or
# read files (@storage) on the e2e server (SQLite) with S3.
counted "integration tests on S3 storage with PostgreSQL (vitest)" "$reports/vitest-s3.json" -- \
  env STORAGE=s3 TEST_DATABASES=postgres node_modules/.bin/vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/vitest-s3.json"
counted "API conformance, races, fuzz and crash evidence on S3 storage (npm run test:e2e:s3)" \
  "$reports/security-s3.json" "$reports/e2e-s3.json" -- env REPORT_DIR="$reports" TEST_DATABASES=postgres bash scripts/test/e2e-s3.sh

echo
printf '%s\n' "${timings[@]}"
took "the whole suite" 0
echo
[ "${#failures[@]}" -gt 0 ] && printf 'Failed: %s\n' "${failures[@]}"
node scripts/test/failed-tests.mjs "$reports"/*.json
echo "$passed passed, $failed failed, $flaky flaky"
[ "$failed" -eq 0 ]
