// Prints "<passed> <failed> <flaky>" added up over Vitest and Playwright JSON reports; a Playwright test that passed
// only on its retry counts as flaky, not passed. Exits 1 (after printing) when a report is missing or unreadable.
import fs from "node:fs";

let [passed, failed, flaky] = [0, 0, 0];
let isComplete = true;
for (const path of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path, "utf8"));
  } catch (error) {
    console.error(`no report ${path}: ${error.message}`);
    isComplete = false;
    continue;
  }
  if (report.stats && "expected" in report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected;
    flaky += report.stats.flaky;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  }
}
console.log(`${passed} ${failed} ${flaky}`);
process.exitCode = isComplete ? 0 : 1;
