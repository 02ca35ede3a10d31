import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { productionServerCommand } from "../test/support/app-server";

/** A bench server's environment: a fresh SQLite file and data folder under `dir`, on loopback `port`. */
export function benchServerEnv(dir: string, port: number, extra: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    NODE_ENV: "production" as const,
    // The seed's demo walks read their one-time codes from the outbox (a development setting).
    OUTBOX_KEEP_SECRETS: "1",
    DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
    DATA_DIR: path.join(dir, "files"),
    APP_URL: base,
    NEXTAUTH_URL: base,
    HOST: "127.0.0.1",
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-0",
    ...extra,
  };
}

/**
 * The production server as `npm start` runs it (node on the compiled dist/server.mjs, recompiled here from the
 * current sources), its own process, so its pid is the server's for CPU figures. Needs `npx next build` first.
 */
export function startProductionServer(env: NodeJS.ProcessEnv): ChildProcess {
  if (!fs.existsSync(path.join(process.cwd(), ".next/BUILD_ID")))
    throw new Error("run `npm run build` first: the bench starts the production server");
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under the bench's load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  // npm start's own command (package.json: node with its V8 settings on dist/server.mjs), without npm in between.
  const { args } = productionServerCommand();
  return spawn(process.execPath, [...nodeArgs, ...args], { env, stdio: ["ignore", "ignore", "inherit"] });
}
