import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { idv } from "./cli";

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");

export const DEMO_PASSWORD = "idv-demo-password";

/** One process with every step type and sample provider results, created for the calling test; `phone` shared by the bulk ones. */
export function seedShowcase(bulk = 0, phone?: string): { processId: string; bulkFlowId: string | null } {
  return idv("seed:showcase", ...(bulk ? ["--bulk", String(bulk)] : []), ...(phone ? ["--phone", phone] : [])) as {
    processId: string;
    bulkFlowId: string | null;
  };
}

/** The processes `idv seed` walked through the real engine and checks when the server started (every step type). */
export function demoProcesses(): string[] {
  const seed = JSON.parse(fs.readFileSync(path.join(E2E_DIR, "seed.json"), "utf8")) as { demoProcesses?: string[] };
  return seed.demoProcesses ?? [];
}

/** A seeded demo process by its reference: demo-finished, demo-in-progress, demo-negative, demo-face-mismatch, demo-biometrics, demo-signing. */
export function demoProcess(reference: string): string {
  const db = new Database(path.join(E2E_DIR, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT id FROM "Process" WHERE reference = ? AND accountId = 'demo-account'`).get(reference) as
      | { id: string }
      | undefined;
    if (!row) throw new Error(`no seeded process ${reference}`);
    return row.id;
  } finally {
    db.close();
  }
}

/** The staff audit entries about one process, read straight from the e2e server's database. */
export function auditEntriesFor(processId: string): { action: string; actorEmail: string; targetType: string | null }[] {
  const db = new Database(path.join(E2E_DIR, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT action, actorEmail, targetType FROM "StaffAuditEntry" WHERE targetId = ? ORDER BY seq`).all(processId) as {
      action: string;
      actorEmail: string;
      targetType: string | null;
    }[];
  } finally {
    db.close();
  }
}

export type StaffEntry = { action: string; actorEmail: string; ip: string | null; userAgent: string | null };

/** One staff member's audit entries about one process, with the client address and user agent each carries. */
export function staffEntriesFor(processId: string, actorEmail: string): StaffEntry[] {
  const db = new Database(path.join(E2E_DIR, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(`SELECT action, actorEmail, ip, userAgent FROM "StaffAuditEntry" WHERE targetId = ? AND actorEmail = ? ORDER BY seq`)
      .all(processId, actorEmail) as StaffEntry[];
  } finally {
    db.close();
  }
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export const SCREENSHOT_DIR = path.resolve("test-results", "screenshots");
