import fs from "node:fs";
import path from "node:path";

export const BUNDLED_FLOW_DIR = path.resolve(process.cwd(), "flows");
export const ONBOARDING_FLOW = "pt-onboarding";

/** The flows shipped in flows/*.json, by file name (without .json). */
export function readBundledFlows(dir = BUNDLED_FLOW_DIR): { name: string; definition: unknown }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ""), definition: JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as unknown }));
}
