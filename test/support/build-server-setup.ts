import { execFileSync } from "node:child_process";

/** The security project starts the compiled server: compile it from the current sources first (well under a second). */
export default function setup() {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
}
