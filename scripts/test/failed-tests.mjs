// Prints the failed tests of Vitest and Playwright JSON reports with their error's first line, then every Playwright
// test that passed only on its retry (flaky) with the first attempt's error, each under a heading with its count, so
// that the end of a CI log names them (the runners' own output scrolls away above the later steps).
import fs from "node:fs";
import { stripVTControlCharacters } from "node:util";

const firstLine = (text) =>
  stripVTControlCharacters(text ?? "")
    .trim()
    .split("\n")[0]
    .slice(0, 300);

function* playwrightTests(suite, path) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const error = test.results?.find((result) => result.error)?.error;
      yield { status: test.status, line: `${[...here, spec.title].join(" › ")} [${test.projectName}]: ${firstLine(error?.message)}` };
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
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

const failed = [];
const flaky = [];
for (const path of process.argv.slice(2)) {
  if (!fs.existsSync(path)) continue;
  const report = JSON.parse(fs.readFileSync(path, "utf8"));
  if (!report.suites) {
    failed.push(...vitestFailures(report));
    continue;
  }
  for (const test of report.suites.flatMap((suite) => [...playwrightTests(suite, [])])) {
    if (test.status === "unexpected") failed.push(test.line);
    if (test.status === "flaky") flaky.push(test.line);
  }
}
const list = (heading, lines) => {
  if (lines.length === 0) return;
  console.log(`${heading} (${lines.length}):`);
  for (const line of lines) console.log(`  ${line}`);
};
list("Failed tests", failed);
list("Flaky tests, passed only on their retry", flaky);
