import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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

/** Type-checks the maps against a declaration and a registry that add a made-up type ("palm-scan"), or not. */
function typeCheckWithMadeUpType(isAdded: boolean): { status: number | null; output: string } {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "idv-step-types-"));
  try {
    const declaration = fs.readFileSync(path.join(ROOT, "lib/steps/action-types.ts"), "utf8");
    const registry = fs.readFileSync(path.join(ROOT, "lib/steps/registry.ts"), "utf8");
    const madeUp = '"palm-scan": { submissions: 1 }';
    fs.writeFileSync(
      path.join(probe, "action-types.ts"),
      isAdded ? declaration.replace(/^} satisfies/m, `  ${madeUp},\n} satisfies`) : declaration,
    );
    fs.writeFileSync(
      path.join(probe, "registry.ts"),
      isAdded ? registry.replace(/^} satisfies/m, `  ...byType({ ${madeUp} } as const, () => form),\n} satisfies`) : registry,
    );
    const config = {
      extends: path.join(ROOT, "tsconfig.json"),
      compilerOptions: {
        incremental: false,
        plugins: [],
        typeRoots: [path.join(ROOT, "node_modules/@types")],
        paths: { "@/lib/steps/action-types": [path.join(probe, "action-types.ts")], "@/*": [path.join(ROOT, "*")] },
      },
      files: [
        path.join(probe, "registry.ts"),
        path.join(ROOT, "lib/steps/applicant-steps.tsx"),
        path.join(ROOT, "lib/steps/review-panels.tsx"),
        path.join(ROOT, "lib/steps/step-readers.ts"),
      ],
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

  it("cannot be registered without an applicant step, a review panel and a reader of its records: tsc names each map", {
    timeout: 300_000,
  }, () => {
    const control = typeCheckWithMadeUpType(false);
    expect(control.output).toBe("");
    expect(control.status).toBe(0);
    const added = typeCheckWithMadeUpType(true);
    expect(added.status).not.toBe(0);
    const missing = added.output.split("\n").filter((line) => line.includes(`Property '"palm-scan"' is missing`));
    expect(missing.map((line) => line.split("(")[0])).toEqual([
      "lib/steps/applicant-steps.tsx",
      "lib/steps/review-panels.tsx",
      "lib/steps/step-readers.ts",
    ]);
    expect(added.output).not.toMatch(/registry\.ts\(/);
  });
});
