import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the e2e server's stdout check", () => {
  it("passes every line on and notes each one that is not a JSON object", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "json-lines-")), "not-json.log");
    const input = '{"level":"info","msg":"request"}\n✓ Running next.config.mjs took 43ms\n\n[1]\n{"level":"warn"}\n{"cut":';
    const passed = execFileSync(process.execPath, ["scripts/test/json-lines-check.mjs", out], { input, encoding: "utf8" });
    expect(passed).toBe(`${input}\n`);
    const noted = fs
      .readFileSync(out, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as string);
    expect(noted).toEqual(["✓ Running next.config.mjs took 43ms", "", "[1]", '{"cut":']);
  });
});
