import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, resolveLocal, sourceFiles } from "../support/source-files";

/**
 * A step family's result is read by its own folder only: everything else asks the family (its reader's findings and
 * facts), so every screen interprets a result the same way. These list every place that breaks the rule.
 */
const STEPS = path.join(ROOT, "lib/steps");
const FAMILIES = fs
  .readdirSync(STEPS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "common")
  .map((entry) => entry.name);

const SOURCES = ["lib", "app", "components", "scripts", "bench"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const relative = (file: string) => path.relative(ROOT, file);
const familyOf = (file: string) => FAMILIES.find((family) => file.startsWith(path.join(STEPS, family) + path.sep));

/** Where a stored record's provider JSON may be touched without a family's schema, and why. */
const GENERIC = new Map([
  ["lib/steps/common/record-json.ts", "the families' parse helper: parses with the family's own schema"],
  ["lib/steps/common/review/panel-props.ts", "hands a record's result to its family's review panel"],
  ["lib/service/files/process-files.ts", "hands earlier records to a provider as stored, interpreting nothing"],
  ["lib/service/processes/produce-evidence.ts", "walks any JSON for stored-file URLs to embed the images, interpreting nothing"],
]);

// A stored record's result reached through its provider object, or a cast that reads it.
const RESULT_READ = /provider\)?\??\.result\b|\{\s*result\?:/;

describe("a step family's result is read by its own folder only", () => {
  it("no file outside a family imports that family's result schema", () => {
    const imports = SOURCES.flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return [...text.matchAll(/from\s+["']([^"']+)["']/g)].flatMap(([, spec]) => {
        const target = spec ? resolveLocal(file, spec) : null;
        const family = target && /[/\\]result\.tsx?$/.test(target) ? familyOf(target) : undefined;
        return family && familyOf(file) !== family ? [`${relative(file)} imports ${relative(target as string)}`] : [];
      });
    });
    expect(imports).toEqual([]);
  });

  it("no file outside the families reads a stored record's result JSON (generic pass-throughs named, with why)", () => {
    const reads = SOURCES.filter((file) => !familyOf(file) && !GENERIC.has(relative(file))).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (RESULT_READ.test(line) ? [`${relative(file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(reads).toEqual([]);
  });

  it("finds a read when one is written (the check is not blind)", () => {
    expect(RESULT_READ.test("const fields = asObject(asObject(record.provider).result).fields;")).toBe(true);
    expect(RESULT_READ.test("const images = asJson<{ result?: { images?: Json } }>(row.provider)")).toBe(true);
    expect(RESULT_READ.test("for (const hit of result.hits)")).toBe(false);
  });
});
