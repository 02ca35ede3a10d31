import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, resolveLocal, sourceFiles } from "@/test/support/source-files";

const SOURCE_DIRS = ["app", "components", "lib"];
// What must never reach a browser bundle: the database, secrets, server-only guards, Node built-ins.
const FORBIDDEN = [/^node:/, /^server-only$/, /^@prisma\//, /^better-sqlite3$/, /^pg$/, /^next-auth$/, /^next-auth\/(?!react)/];

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)].map((m) => m[1] as string);
}

/** Every import chain from a client component, followed through our own modules. */
function forbiddenReach(entry: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      if (FORBIDDEN.some((pattern) => pattern.test(spec))) problems.push([...chain, spec].map((p) => path.relative(ROOT, p)).join(" → "));
      const local = resolveLocal(file, spec);
      if (local) walk(local, [...chain, local]);
    }
  };
  walk(entry, [entry]);
  return problems;
}

describe("client components", () => {
  const clientFiles = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) =>
    /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8")),
  );

  it("exist (the check below is not vacuous)", () => {
    expect(clientFiles.length).toBeGreaterThan(0);
  });

  it("import nothing server-only, directly or through our own modules", () => {
    expect(clientFiles.flatMap(forbiddenReach)).toEqual([]);
  });

  it("the guard catches a violation", () => {
    const probe = path.join(ROOT, "components", "__probe-client.tsx");
    fs.writeFileSync(probe, '"use client";\nimport { db } from "@/lib/db/client";\nexport const x = db;\n');
    try {
      expect(forbiddenReach(probe).join("\n")).toMatch(/@prisma\/adapter|node:/);
    } finally {
      fs.rmSync(probe);
    }
  });
});
