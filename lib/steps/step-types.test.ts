import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTION_TYPES } from "./action-types";

const ROOT = process.cwd();

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// Where a type's spelling is something else's name: the folder digital-key files live in.
const OTHER_MEANINGS: Record<string, string[]> = { "digital-key": ["lib/steps/digital-key/provider.ts"] };

/** Every table keyed by action type: tsc must name each one a new type is missing from. */
const TABLES = [
  "lib/steps/api-docs.ts",
  "lib/steps/applicant-steps.tsx",
  "lib/steps/built-in-providers.ts",
  "lib/steps/registry.ts",
  "lib/steps/review-panels.tsx",
  "lib/steps/step-readers.ts",
];

/** Each family's applicant texts, and the first one-line Portuguese text of each (what the probe leaves out). */
function familyTexts(): { family: string; text: string; withoutOne: string; key: string }[] {
  return fs
    .readdirSync(path.join(ROOT, "lib/steps"))
    .filter((family) => fs.existsSync(path.join(ROOT, "lib/steps", family, "texts.ts")))
    .map((family) => {
      const text = fs.readFileSync(path.join(ROOT, "lib/steps", family, "texts.ts"), "utf8");
      const portuguese = text.search(/^ {2}pt: \{$/m);
      const match = /^ +([A-Za-z]+): ".*",\n/m.exec(text.slice(portuguese));
      if (portuguese < 0 || !match?.[1]) throw new Error(`lib/steps/${family}/texts.ts: no one-line Portuguese text to leave out`);
      const at = portuguese + match.index;
      return { family, text, withoutOne: text.slice(0, at) + text.slice(at + match[0].length), key: match[1] };
    });
}

/**
 * Type-checks the tables and the families' texts as a new family would find them, or as they are: a made-up family
 * ("palm-scan") in a folder of its own with its one line in action-types.ts, and each family's texts with one
 * Portuguese text left out.
 */
function typeCheckWithMadeUpFamily(isAdded: boolean): { status: number | null; output: string } {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "idv-step-types-"));
  try {
    const declaration = fs.readFileSync(path.join(ROOT, "lib/steps/action-types.ts"), "utf8");
    fs.mkdirSync(path.join(probe, "palm-scan"));
    fs.writeFileSync(
      path.join(probe, "palm-scan/action-types.ts"),
      'export const PALM_SCAN_TYPES = { "palm-scan": { submissions: 1 } } as const;\n',
    );
    fs.writeFileSync(
      path.join(probe, "action-types.ts"),
      isAdded
        ? `import { PALM_SCAN_TYPES } from "./palm-scan/action-types";\n${declaration.replace(/^} satisfies/m, "  ...PALM_SCAN_TYPES,\n} satisfies")}`
        : declaration,
    );
    const texts = familyTexts().map(({ family, text, withoutOne }) => {
      const copy = path.join(probe, `${family}-texts.ts`);
      fs.writeFileSync(copy, isAdded ? withoutOne : text);
      return copy;
    });
    const config = {
      extends: path.join(ROOT, "tsconfig.json"),
      compilerOptions: {
        incremental: false,
        plugins: [],
        typeRoots: [path.join(ROOT, "node_modules/@types")],
        paths: { "@/lib/steps/action-types": [path.join(probe, "action-types.ts")], "@/*": [path.join(ROOT, "*")] },
      },
      files: [...TABLES.map((table) => path.join(ROOT, table)), ...texts],
      include: [],
    };
    fs.writeFileSync(path.join(probe, "tsconfig.json"), JSON.stringify(config));
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsc"), ["-p", path.join(probe, "tsconfig.json")], { encoding: "utf8" });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

describe("step action types", () => {
  it("are each named in one place: their family's action-types.ts (a quoted name or a key there; quoted nowhere else)", () => {
    const files = ["lib", "components", "app"]
      .flatMap(sources)
      .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
    const places = Object.fromEntries(
      ACTION_TYPES.map((type) => {
        const quoted = new RegExp(`(["'\`])${type}\\1`, "g");
        const asKey = new RegExp(`(^|[{,])\\s*${type}:`, "m");
        const found = files.flatMap(({ file, text }) => {
          const isDeclaration = file.endsWith("/action-types.ts") && asKey.test(text);
          return [...(text.match(quoted) ?? []).map(() => file), ...(isDeclaration ? [file] : [])];
        });
        return [type, found.filter((file) => !OTHER_MEANINGS[type]?.includes(file))];
      }),
    );
    for (const [type, found] of Object.entries(places)) {
      expect(found, type).toHaveLength(1);
      expect(found[0], type).toMatch(/^lib\/steps\/[a-z-]+\/action-types\.ts$/);
    }
  });

  describe("a new family, declared with one line in lib/steps/action-types.ts", { timeout: 300_000 }, () => {
    let control: { status: number | null; output: string };
    let added: { status: number | null; output: string };
    beforeAll(() => {
      control = typeCheckWithMadeUpFamily(false);
      added = typeCheckWithMadeUpFamily(true);
    }, 300_000);

    it("type-checks cleanly before the probe adds anything (the check below is not vacuous)", () => {
      expect(control.output).toBe("");
      expect(control.status).toBe(0);
      expect(added.status).not.toBe(0);
    });

    it("is named missing by tsc in every table: its action, reader, built-in provider, applicant step, review panel and API doc", () => {
      const missing = added.output.split("\n").filter((line) => line.includes(`Property '"palm-scan"' is missing`));
      expect(missing.map((line) => line.split("(")[0]).sort()).toEqual(TABLES);
    });

    it("cannot leave out a Portuguese text: tsc names the one each family's texts lack", () => {
      const families = familyTexts();
      expect(families.map((f) => f.family)).toEqual(expect.arrayContaining(["aml", "code", "document", "videoconference"]));
      for (const { family, key } of families) {
        const errors = added.output.split("\n").filter((line) => line.includes(`${family}-texts.ts(`));
        expect(errors.join("\n"), family).toMatch(new RegExp(`Property '${key}' is missing`));
      }
    });
  });
});
