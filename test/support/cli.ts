import { spawnSync } from "node:child_process";

/**
 * Runs the operator tool as an operator would, on the given database. NODE_ENV is set to production
 * because Vitest sets "test", under which Next's env loader skips .env.local (where the secret lives).
 */
export function runIdv(databaseUrl: string, ...args: string[]) {
  return spawnSync("node_modules/.bin/tsx", ["scripts/idv.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl },
  });
}
