// Prints each failed test of Vitest or Playwright JSON reports with its error's first line, and each Playwright test
// that passed only on its retry (flaky) with its first error, so that the end of a CI log names them (the runners' own
// output scrolls away above the later steps).
import fs from "node:fs";
import { stripVTControlCharacters } from "node:util";

const firstLine = (text) =>
  stripVTControlCharacters(text ?? "")
    .trim()
    .split("\n")[0]
    .slice(0, 300);

function* playwrightFailures(suite, path) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected" && test.status !== "flaky") continue;
      const error = test.results?.find((result) => result.error)?.error;
      const mark = test.status === "flaky" ? "flaky, passed on retry" : "failed";
      yield `${[...here, spec.title].join(" › ")} [${test.projectName}, ${mark}]: ${firstLine(error?.message)}`;
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightFailures(child, here);
}

function* vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    if (file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed")) {
      yield `${file.name}: ${firstLine(file.message)}`;
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") yield `${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
    }
  }
}

for (const path of process.argv.slice(2)) {
  if (!fs.existsSync(path)) continue;
  const report = JSON.parse(fs.readFileSync(path, "utf8"));
  const failures = report.suites ? report.suites.flatMap((suite) => [...playwrightFailures(suite, [])]) : [...vitestFailures(report)];
  for (const failure of failures) console.log(`  ${failure}`);
}
