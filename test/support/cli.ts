import { spawnSync } from "node:child_process";

type Target = string | { databaseUrl: string; env?: Record<string, string> };

/**
 * Runs the operator tool as an operator would, on the given database (and extra environment). NODE_ENV
 * is set to production because Vitest sets "test", under which Next's env loader skips .env.local (where
 * the secret lives).
 */
export function runIdv(target: Target, ...args: string[]) {
  const { databaseUrl, env } = typeof target === "string" ? { databaseUrl: target, env: {} } : target;
  return spawnSync("node_modules/.bin/tsx", ["scripts/idv.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl, ...env },
  });
}
