import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEPT_AFTER_ERASURE, PROCESS_TABLE_ERASERS } from "./process-tables";

const SCHEMA_DIR = path.join(process.cwd(), "prisma/schema");

/** Every model in the schema that has a `processId` field. */
function modelsWithProcessId(): string[] {
  const models: string[] = [];
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((name) => name.endsWith(".prisma"))) {
    const text = fs.readFileSync(path.join(SCHEMA_DIR, file), "utf8");
    for (const [, name, body] of text.matchAll(/^model (\w+) \{([^}]*)\}/gm))
      if (/^\s+processId\s/m.test(body as string)) models.push(name as string);
  }
  return models.sort();
}

describe("the erasure's table registry", () => {
  it("names every table with a processId, as erased or as kept for a stated reason", () => {
    const known = new Set<string>([...PROCESS_TABLE_ERASERS.map((eraser) => eraser.table), ...KEPT_AFTER_ERASURE]);
    expect(modelsWithProcessId().filter((model) => !known.has(model))).toEqual([]);
  });

  it("erases the process row after every table that refers to it", () => {
    expect(PROCESS_TABLE_ERASERS.at(-1)?.table).toBe("Process");
  });
});
