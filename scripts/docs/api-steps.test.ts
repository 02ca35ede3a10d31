import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_TYPES } from "@/lib/steps/action-types";
import { END, START, stepTypesSection, withStepTypes } from "./step-types-section";

const API_DOC = path.join(process.cwd(), "docs/api.md");

describe("docs/api.md's step types", () => {
  it("are what the families' api-doc.ts say (else run `npm run docs:api`)", () => {
    const doc = fs.readFileSync(API_DOC, "utf8");
    expect(doc).toContain(START);
    expect(doc).toBe(withStepTypes(doc));
  });

  it("name every action type in a row of its own", () => {
    const section = stepTypesSection();
    for (const type of ACTION_TYPES)
      expect(
        section.split("\n").filter((line) => line.startsWith(`| \`${type}\` |`)),
        type,
      ).toHaveLength(1);
  });

  it("are rewritten between the markers only, and a document without them is refused", () => {
    const stale = `# Before\n\n${START}\n| \`form\` | hand-written |\n${END}\n\nAfter.\n`;
    const written = withStepTypes(stale);
    expect(written).toMatch(/^# Before\n\n<!-- step-types:start -->\n/);
    expect(written).toMatch(/<!-- step-types:end -->\n\nAfter\.\n$/);
    expect(written).not.toContain("hand-written");
    expect(written.split("\n").filter((line) => line.startsWith("| `"))).toHaveLength(ACTION_TYPES.length);
    expect(() => withStepTypes("no markers")).toThrow(/step-types:start/);
    expect(() => withStepTypes(`${END}\n${START}`)).toThrow();
  });
});
