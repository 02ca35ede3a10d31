import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/source-files";

/**
 * The README and docs/ say where things are: every relative link resolves to a file (and its #anchor to a heading of
 * that file), every image exists, and every path of ours written as code names a file or folder that exists. The README
 * stays a front door.
 */
const README_MAX_BYTES = 12 * 1024;

/** Code written as a path of ours starts with one of these; anything with a placeholder (`<family>`, `*`, `{a,b}`) is skipped. */
const OUR_FOLDERS = ["lib", "app", "components", "scripts", "e2e", "test", "bench", "prisma", "docs", "deploy"];
const OUR_PATH = new RegExp(`^(?:${OUR_FOLDERS.join("|")})/`);

type Doc = { file: string; text: string };

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [path.relative(ROOT, full)] : [];
  });
}

const fence = /^\s*(```|~~~)/;

/** The text outside fenced code blocks, with inline code blanked (links and headings live there), line by line. */
function prose(text: string): string[] {
  let inFence = false;
  return text.split("\n").map((line) => {
    if (fence.test(line)) {
      inFence = !inFence;
      return "";
    }
    return inFence ? "" : line.replace(/(`+)[^`]*?\1/g, (span) => " ".repeat(span.length));
  });
}

/** Every piece of code (inline spans and fenced blocks) with its line number. */
function codeSnippets(text: string): { line: number; code: string }[] {
  const snippets: { line: number; code: string }[] = [];
  let inFence = false;
  text.split("\n").forEach((line, index) => {
    if (fence.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) snippets.push({ line: index + 1, code: line });
    else for (const [, , code = ""] of line.matchAll(/(`+)(.+?)\1/g)) snippets.push({ line: index + 1, code });
  });
  return snippets;
}

/** GitHub's anchor for a heading: lower case, formatting and punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function headingSlugs(text: string): Set<string> {
  const seen = new Map<string, number>();
  const slugs = new Set<string>();
  let inFence = false;
  for (const line of text.split("\n")) {
    if (fence.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const words = (heading[1] ?? "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(words) ?? 0;
    seen.set(words, count + 1);
    slugs.add(count === 0 ? words : `${words}-${count}`);
  }
  return slugs;
}

/** Link and image targets outside code: `[text](target)`, `![alt](target)`, `[ref]: target`, `<img src="target">`. */
function linkTargets(text: string): { line: number; target: string }[] {
  return prose(text).flatMap((line, index) => {
    const found = [
      ...[...line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)].map(([, target = ""]) => target.replace(/^<|>$/g, "")),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)].map(([, target = ""]) => target),
      ...[...line.matchAll(/<img\s[^>]*src="([^"]+)"/g)].map(([, target = ""]) => target),
    ];
    return found.map((target) => ({ line: index + 1, target }));
  });
}

/** What is wrong with one Markdown file's links and paths, as `file:line: problem`. */
function problemsOf(doc: Doc): string[] {
  const read = (file: string) => (file === doc.file ? doc.text : readIfExists(file));
  const problems: string[] = [];
  for (const { line, target } of linkTargets(doc.text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check
    const [rawPath = "", anchor] = target.split("#", 2);
    const filePath = decodeURIComponent(rawPath);
    const file = filePath === "" ? doc.file : path.normalize(path.join(path.dirname(doc.file), filePath));
    const where = `${doc.file}:${line}: ${target}`;
    if (file.startsWith("..")) {
      problems.push(`${where}: leaves the repository`);
      continue;
    }
    if (!fs.existsSync(path.join(ROOT, file)) && read(file) === null) {
      problems.push(`${where}: no such file`);
      continue;
    }
    if (anchor !== undefined) {
      const text = read(file);
      if (text === null) problems.push(`${where}: an anchor into something that is not a Markdown file`);
      else if (!headingSlugs(text).has(anchor)) problems.push(`${where}: no heading #${anchor} in ${file}`);
    }
  }
  for (const { line, code } of codeSnippets(doc.text)) {
    for (const word of code.split(/\s+/)) {
      const token = word.replace(/^[(["'`]+/, "");
      if (!OUR_PATH.test(token) || /[<>*{}$]/.test(token)) continue;
      const candidate = trimPunctuation(token);
      if (!fs.existsSync(path.join(ROOT, candidate)) && read(candidate) === null)
        problems.push(`${doc.file}:${line}: \`${candidate}\`: no such path`);
    }
  }
  return problems;
}

/** `lib/x.ts,` → `lib/x.ts`; `lib/x.ts:42` → `lib/x.ts`; a `)` closes a path's own `(` only (`app/(auth)/sign-in`). */
function trimPunctuation(token: string): string {
  let candidate = token.replace(/:\d+$/, "").replace(/[,;:.'"`]+$/, "");
  while (candidate.endsWith(")") && (candidate.match(/\(/g) ?? []).length < (candidate.match(/\)/g) ?? []).length)
    candidate = candidate.slice(0, -1).replace(/[,;:.]+$/, "");
  return candidate;
}

function readIfExists(file: string): string | null {
  const full = path.join(ROOT, file);
  return file.endsWith(".md") && fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, "utf8") : null;
}

const DOCS: Doc[] = ["README.md", ...markdownFiles(path.join(ROOT, "docs"))].map((file) => ({
  file,
  text: fs.readFileSync(path.join(ROOT, file), "utf8"),
}));

describe("the README and docs/ point at what exists", () => {
  it("every relative link, anchor, image and path of ours in README.md and docs/**/*.md resolves", () => {
    expect(DOCS.length).toBeGreaterThan(5);
    expect(DOCS.flatMap((doc) => problemsOf(doc))).toEqual([]);
  });

  it("the README is a front door: at most 12 KiB", () => {
    expect(fs.statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it("each check finds what it forbids (the check is not blind)", () => {
    const sample: Doc = {
      file: "docs/sample.md",
      text: [
        "# A page: its title",
        "## Twice",
        "## Twice",
        "[fine](api.md) [fine](#a-page-its-title) [fine](#twice-1) [fine](../README.md) [external](https://example.com/x.md)",
        "[gone](missing.md) [no heading](#nowhere) [no heading there](api.md#nowhere) ![no image](screenshots/none.png)",
        "`lib/env.ts` `lib/steps/<family>/reader.ts` `app/(dashboard)/queue/page.tsx`, `lib/gone.ts` (`lib/review/case-summary.ts`)",
        "```",
        "lib/service/engine/ (pure)   lib/queue/",
        "[inside a code block](not-a-link.md)",
        "```",
      ].join("\n"),
    };
    const found = problemsOf(sample).map((problem) => problem.replace(/^docs\/sample\.md:\d+: /, ""));
    expect(found).toEqual([
      "missing.md: no such file",
      "#nowhere: no heading #nowhere in docs/sample.md",
      "api.md#nowhere: no heading #nowhere in docs/api.md",
      "screenshots/none.png: no such file",
      "`lib/gone.ts`: no such path",
      "`lib/review/case-summary.ts`: no such path",
      "`lib/queue/`: no such path",
    ]);
  });
});
