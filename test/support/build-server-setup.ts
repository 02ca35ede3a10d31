import { execFileSync } from "node:child_process";

/** The compiled server and operator tool (dist/), from the current sources, before tests start or call them (about a second). */
export default function setup() {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
}
