import { execFileSync } from "node:child_process";
import path from "node:path";

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");

/** Runs the operator tool against the database the e2e server uses, as an operator would. */
export function idv(...args: string[]): unknown {
  const out = execFileSync("node_modules/.bin/tsx", ["scripts/idv.ts", ...args, "--json"], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: `file:${path.join(E2E_DIR, "e2e.db")}`, DATA_DIR: path.join(E2E_DIR, "files") },
  });
  return JSON.parse(out);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@e2e.local`;
}
