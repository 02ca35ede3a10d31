import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter } from "@playwright/test/reporter";

/** Where scripts/test/e2e-server.sh has the server's stdout checker write each line that is not JSON. */
export const NON_JSON_LINES = path.resolve(process.env.E2E_DIR ?? ".e2e", "server-stdout-not-json.log");

/**
 * Fails the run when the e2e server wrote anything but JSON log lines on stdout (issue 34: every log line of the server
 * is one JSON line through the logger), naming each offending line. Runs after the web server has stopped, so its
 * last lines are in.
 */
export default class ServerLogReporter implements Reporter {
  printsToStdio() {
    return false;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    if (!fs.existsSync(NON_JSON_LINES)) return undefined;
    const lines = fs
      .readFileSync(NON_JSON_LINES, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as string);
    if (lines.length === 0) return undefined;
    process.stderr.write(
      `\nThe e2e server wrote ${lines.length} line(s) on stdout that are not JSON log lines:\n${lines.map((line) => `  ${JSON.stringify(line)}`).join("\n")}\n`,
    );
    return { status: result.status === "interrupted" ? "interrupted" : "failed" };
  }
}
