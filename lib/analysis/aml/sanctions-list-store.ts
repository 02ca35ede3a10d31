import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadSanctionsList } from "./load-sanctions-list";
import type { TSanctionsEntry } from "./sanctions-entry";

/** Reads a sanctions list file; the format follows the extension (.json, otherwise CSV). */
export async function readSanctionsListFile(file: string): Promise<TSanctionsEntry[]> {
  return loadSanctionsList(await readFile(file, "utf8"), path.extname(file).toLowerCase() === ".json" ? "json" : "csv");
}

/** Serialises entries as JSON, the form the service can store after `aml:load`. */
export function serialiseSanctionsList(entries: TSanctionsEntry[]): string {
  return JSON.stringify(entries);
}

/** The demo's synthetic list, from the project's root (the compiled operator tool in dist/ runs there too). */
export const DEMO_SANCTIONS_LIST = path.join(process.cwd(), "lib/analysis/aml/demo-list.csv");
