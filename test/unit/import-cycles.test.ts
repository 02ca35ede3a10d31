import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, resolveLocal, sourceFiles } from "@/test/support/source-files";

const SOURCE_DIRS = ["app", "components", "lib"];

/** Every module a file imports, type-only imports and re-exports included. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s[^"';]*?["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return specs.map((m) => m[1] as string);
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file).flatMap((spec) => resolveLocal(file, spec) ?? [])]));
}

/** The strongly connected groups of more than one module (or a module importing itself): each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowest.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node) ?? 0, indices.get(next) ?? 0));
    }
    if (lowest.get(node) !== indices.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(path.relative(ROOT, member));
      if (member === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe("imports", () => {
  it("form no cycle in app/, components/ and lib/, type-only imports included", () => {
    const graph = importGraph(SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))));
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it("the check finds a cycle, a type-only one too", () => {
    const [a, b, c] = ["a.ts", "b.ts", "c.ts"].map((name) => path.join(ROOT, name)) as [string, string, string];
    const graph = new Map([
      [a, [b]],
      [b, [a]],
      [c, [a]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts"]]);
    const probe = path.join(ROOT, "lib", "__cycle-probe.ts");
    fs.writeFileSync(probe, 'import type { X } from "./__cycle-probe";\nexport type X = string;\n');
    try {
      expect(cycles(importGraph([probe]))).toEqual([["lib/__cycle-probe.ts"]]);
    } finally {
      fs.rmSync(probe);
    }
  });
});
