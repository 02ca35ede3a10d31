import { execFileSync } from "node:child_process";
import path from "node:path";
import { ACTION_TYPES, type ActionType } from "@/lib/steps/action-types";
import { STEP_API_DOCS } from "@/lib/steps/api-docs";

export const START = "<!-- step-types:start -->";
export const END = "<!-- step-types:end -->";

const code = (type: string) => `\`${type}\``;

/** A table cell: one line, its pipes escaped (GFM splits on them even in code spans), starting with a capital. */
function cell(text: string): string {
  if (text.includes("\n")) throw new Error(`a step type's API doc spans lines: ${text}`);
  return (text.charAt(0).toUpperCase() + text.slice(1)).replaceAll("|", "\\|");
}

/** The notes under the table: each written once, naming every type that shares it. */
function notes(): string[] {
  const typesOf = new Map<string, ActionType[]>();
  for (const type of ACTION_TYPES)
    for (const note of STEP_API_DOCS[type].notes ?? []) typesOf.set(note, [...(typesOf.get(note) ?? []), type]);
  return [...typesOf].map(([note, types]) => `- ${types.map(code).join(", ")}: ${note}`);
}

/** The step types' part of docs/api.md, markers included, from each family's api-doc.ts. */
export function stepTypesSection(): string {
  const rows = ACTION_TYPES.map((type) => {
    const { body, check, result } = STEP_API_DOCS[type];
    return `| ${code(type)} | ${cell(body)} | ${cell(check)} | ${cell(result)} |`;
  });
  return [
    START,
    "<!-- Written by `npm run docs:api` from each family's lib/steps/<family>/api-doc.ts: edit those, not this. -->",
    "",
    "| Action type | Body | What is checked beyond the body's shape | The built-in provider's `result` |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    ...notes(),
    "",
    END,
  ].join("\n");
}

/** Biome formats the repository's markdown (it pads tables), so the doc is written the way `biome check` wants it. */
function formatted(markdown: string): string {
  const biome = path.join(process.cwd(), "node_modules/.bin/biome");
  return execFileSync(biome, ["format", "--stdin-file-path=docs/api.md"], { input: markdown, encoding: "utf8" });
}

/** The document with its step types' section rewritten; a document without both markers, in order, is refused. */
export function withStepTypes(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} … ${END} section to write the step types into`);
  return formatted(`${doc.slice(0, start)}${stepTypesSection()}${doc.slice(end + END.length)}`);
}
