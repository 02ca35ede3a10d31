import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

/**
 * Every word a page or component shows goes through the dictionaries (lib/i18n), so both languages have it. This finds
 * English written straight into JSX: text between tags, the user-facing attributes, and strings placed as children.
 */

// Not words of either language: names, units, protocol tokens, example values, a command.
const ALLOWED_TEXTS = new Set([
  "IDV Back Office",
  "UTC",
  "kB",
  "SHA-256",
  "webhook-signature",
  "/api/webhooks/public-key",
  "https://example.com/webhooks/idv",
  "pt-PT",
  "en-GB",
  "npm run idv -- audit:verify",
  "HTTP",
]);
// The error boundary renders when the dictionary may be what failed: it says each line in both languages itself.
const ALLOWED_FILES = new Set(["app/(dashboard)/error.tsx"]);
const USER_FACING_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "submitLabel", "confirm"]);
const HAS_WORD = /[A-Za-z]{2,}/;

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

/** The literal strings an expression can render: itself, a ternary's branches, the right of `a && "b"`, a template's parts. */
function renderedStrings(node: Node | null | undefined): { text: string; line: number }[] {
  if (!node) return [];
  const line = node.loc?.start.line ?? 0;
  if (node.type === "StringLiteral") return [{ text: node.value as string, line }];
  if (node.type === "TemplateLiteral")
    return (node.quasis as { value: { cooked: string } }[]).map((quasi) => ({ text: quasi.value.cooked, line }));
  if (node.type === "ConditionalExpression")
    return [...renderedStrings(node.consequent as Node), ...renderedStrings(node.alternate as Node)];
  if (node.type === "LogicalExpression") return renderedStrings(node.right as Node);
  return [];
}

function isChildOfJsx(parent: Node | null): boolean {
  return parent?.type === "JSXElement" || parent?.type === "JSXFragment";
}

/** `file:line: text` for each text written into the file's JSX that no dictionary supplies. */
function hardCodedTexts(file: string, source: string): string[] {
  const found: { text: string; line: number }[] = [];
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === "JSXText") found.push({ text: node.value as string, line: node.loc?.start.line ?? 0 });
    if (node.type === "JSXExpressionContainer" && isChildOfJsx(parent)) found.push(...renderedStrings(node.expression as Node));
    if (node.type === "JSXAttribute" && USER_FACING_ATTRIBUTES.has((node.name as { name: string }).name)) {
      const value = node.value as Node | null;
      found.push(...renderedStrings(value?.type === "JSXExpressionContainer" ? (value.expression as Node) : value));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "loc") continue;
      for (const item of Array.isArray(child) ? child : [child])
        if (item && typeof item === "object" && typeof (item as Node).type === "string") visit(item as Node, node);
    }
  };
  visit(parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] }).program as unknown as Node, null);
  return found
    .map(({ text, line }) => ({ text: text.replace(/\s+/g, " ").trim(), line }))
    .filter(({ text }) => HAS_WORD.test(text) && !ALLOWED_TEXTS.has(text))
    .map(({ text, line }) => `${file}:${line}: ${text}`);
}

describe("texts on pages", () => {
  it("finds English written into JSX (the check itself)", () => {
    const source = `export const A = ({ busy, t }) => (
      <form aria-label="Search form">
        <p>Nothing here</p>
        <button title={t.go}>{busy ? "Working…" : t.go}</button>
        <span className="chip">{t.words}</span> UTC
      </form>
    );`;
    expect(hardCodedTexts("a.tsx", source)).toEqual(["a.tsx:2: Search form", "a.tsx:3: Nothing here", "a.tsx:4: Working…"]);
  });

  it("every page and component takes its words from the dictionaries", () => {
    const files = [...tsxFiles("app"), ...tsxFiles("components")].filter((file) => !ALLOWED_FILES.has(file));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => hardCodedTexts(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});
