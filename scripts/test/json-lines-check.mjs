// The e2e server's stdout passes through this on its way to Playwright: every line is passed on as it came, and each
// one that is not a JSON object (the logger writes nothing else) is appended to the file named by the argument, at
// once (Playwright ends the server with SIGKILL). The run's reporter (e2e/support/server-log-reporter.ts) fails the run
// naming them.
import fs from "node:fs";
import readline from "node:readline";

const [out] = process.argv.slice(2);
if (!out) {
  process.stderr.write("Usage: <server> | node scripts/test/json-lines-check.mjs NON_JSON_LINES_FILE\n");
  process.exit(2);
}
fs.writeFileSync(out, "");

function isJsonObject(line) {
  try {
    const value = JSON.parse(line);
    return value !== null && typeof value === "object" && !Array.isArray(value);
  } catch {
    return false;
  }
}

for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  process.stdout.write(`${line}\n`);
  if (!isJsonObject(line)) fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
}
