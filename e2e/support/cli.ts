import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");
/** scripts/idv.ts as compiled by scripts/build-server.mjs, which the e2e server's script runs before it starts. */
const COMPILED_TOOL = "dist/idv.mjs";

/** The secret the operator tool runs with here: a server that opens what the tool sealed must share it. */
export const CLI_NEXTAUTH_SECRET = "e2e-cli-does-not-sign-anything-here-000";

/** The operator tool's environment for the e2e database under DIR (the e2e server's own by default). */
function cliEnv(dir: string) {
  return {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, "e2e.db")}`,
    DATA_DIR: path.join(dir, "files"),
    NEXTAUTH_SECRET: CLI_NEXTAUTH_SECRET,
    // As on the e2e server: outbox:list shows the codes and links the specs type in.
    OUTBOX_KEEP_SECRETS: "1",
  };
}

/** Runs the operator tool against the database of the e2e folder DIR, as an operator would. */
export function idvIn<T = unknown>(dir: string, ...args: string[]): T {
  const out = execFileSync(process.execPath, [COMPILED_TOOL, ...args, "--json"], {
    env: cliEnv(dir),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(out) as T;
}

/** As `idvIn`, with `input` on the tool's stdin (a secret it does not take as an argument). */
export function idvInWithInput<T = unknown>(dir: string, input: string, ...args: string[]): T {
  const out = execFileSync(process.execPath, [COMPILED_TOOL, ...args, "--json"], { env: cliEnv(dir), encoding: "utf8", input });
  return JSON.parse(out) as T;
}

/** Runs the operator tool against the database the e2e server uses. */
export function idv<T = unknown>(...args: string[]): T {
  return idvIn<T>(E2E_DIR, ...args);
}

/** Runs the operator tool against the e2e server's database with INPUT on stdin (e.g. a credential). */
export function idvWithInput<T = unknown>(input: string, ...args: string[]): T {
  return idvInWithInput<T>(E2E_DIR, input, ...args);
}

/** Migrates the database of the e2e folder DIR, for a spec that starts a server of its own. */
export function migrateIn(dir: string): void {
  execFileSync("node_modules/.bin/tsx", ["scripts/db/migrate.ts", "apply"], { env: cliEnv(dir), stdio: ["ignore", "ignore", "pipe"] });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@e2e.local`;
}

export type SentMail = { to: string; subject: string; text: string };

/** The mails the e2e server's SMTP sink received, oldest first. */
export function sentMails(): SentMail[] {
  const dir = path.join(E2E_DIR, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort((a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]) || a.localeCompare(b))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as SentMail);
}
