import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect } from "vitest";
import { runIdv } from "./cli";
import type { TestDatabase } from "./databases";

/** The whole database as text, by the database's own dump tool. */
export function dump(t: TestDatabase): string {
  if (t.kind === "sqlite")
    return execFileSync("sqlite3", [t.url.slice("file:".length), ".dump"], { encoding: "utf8", maxBuffer: 256 << 20 });
  return execFileSync("pg_dump", ["--data-only", "--inserts", t.url], { encoding: "utf8", maxBuffer: 256 << 20 });
}

/** `audit:verify` passes on the database, and `bundle:verify` of a bundle made earlier passes under the installation's key. */
export function expectChainAndBundleIntact(t: TestDatabase, bundlePath: string, key: { publicKeyPem: string }) {
  const audit = runIdv(t.url, "audit:verify");
  expect(audit.stdout).toContain("Audit chain intact");
  expect(audit.status).toBe(0);
  const publicKey = `${bundlePath}.pub.pem`;
  fs.writeFileSync(publicKey, key.publicKeyPem);
  const bundle = runIdv(t.url, "bundle:verify", bundlePath, "--public-key", publicKey);
  expect(bundle.stdout).toContain("Bundle intact");
  expect(bundle.status).toBe(0);
}
