// Prints "<passed> <failed>" from a Vitest or Playwright JSON report.
import fs from "node:fs";

const report = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
if (report.stats && "expected" in report.stats) {
  const { expected, unexpected, flaky } = report.stats;
  console.log(`${expected + flaky} ${unexpected}`);
} else {
  console.log(`${report.numPassedTests ?? 0} ${(report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)}`);
}
