import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The production server as `npm start` runs it (node on the compiled dist/server.mjs, recompiled here from the
 * current sources), its own process, so its pid is the server's for CPU figures. Needs `npx next build` first.
 */
export function startProductionServer(env: NodeJS.ProcessEnv): ChildProcess {
  if (!fs.existsSync(path.join(process.cwd(), ".next/BUILD_ID")))
    throw new Error("run `npm run build` first: the bench starts the production server");
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  return spawn(process.execPath, ["dist/server.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
}
