import type { ChildProcess } from "node:child_process";

/** Polls the started server's health URL (up to 2 minutes); fails at once if the server exits. */
export async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}
