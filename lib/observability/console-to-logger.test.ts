import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// A process of its own: the bridge replaces the console for good, and the logger writes to the real stdout.
const SCRIPT = `
import { routeConsoleToLogger } from "@/lib/observability/console-to-logger";
routeConsoleToLogger();
console.log("\\u001b[32m\\u001b[1m✓\\u001b[22m\\u001b[39m Running next.config.mjs took 43ms");
console.log("");
console.warn("⚠ a warning with", { count: 2 });
const error = Object.assign(new Error("first line\\nthe reason"), { digest: "1234567890" });
console.error(error);
`;

describe("the server's console, through the logger", () => {
  it("writes each console call as one JSON line at its level, without colours or Next's marks, an error as its summary and frames", () => {
    const out = execFileSync("node_modules/.bin/tsx", ["--eval", SCRIPT], {
      encoding: "utf8",
      env: { ...process.env, LOG_LEVEL: "debug" },
    });
    const lines = out.split("\n").filter(Boolean);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => [line.level, line.msg])).toEqual([
      ["info", "Running next.config.mjs took 43ms"],
      ["warn", "a warning with { count: 2 }"],
      ["error", "Error"],
    ]);
    expect(parsed[2]).toMatchObject({ source: "console", error: "Error", reason: "the reason", digest: "1234567890" });
    expect(((parsed[2]?.frames ?? []) as string[])[0]).toMatch(/^at /);
  });
});
