import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { requireStaff } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createLocalProcessRecords } from "./local-process-records";
import type { TProcessQuery } from "./process-query";
import { readProcessRecord } from "./read-process-record";
import type { ProcessRecords } from "./types";

/** The records this deployment reads: its own database (a remote mode would return another implementation). */
export function processRecords(): ProcessRecords {
  return createLocalProcessRecords(db());
}

/** One session check per request, however many reads the page makes. */
export const staffWhoReads = cache(() => requireStaff("records:read"));

export async function listProcesses(query: TProcessQuery) {
  await staffWhoReads();
  return processRecords().list(query);
}

export async function countProcesses(query: TProcessQuery, cap: number) {
  await staffWhoReads();
  return processRecords().count(query, cap);
}

export async function processFilterOptions() {
  await staffWhoReads();
  return processRecords().filterOptions();
}

export async function overviewStats(days: number) {
  await staffWhoReads();
  return processRecords().overview({ days, now: new Date() });
}

/** Where the header's search box sends a pasted id or reference: a process page, or null when nothing matches. */
export async function findProcess(text: string): Promise<{ id: string } | { candidates: string[] } | null> {
  await staffWhoReads();
  const records = processRecords();
  if (await records.exists(text)) return { id: text };
  const byReference = await records.findByReference(text, 20);
  if (byReference.length === 1 && byReference[0]) return { id: byReference[0].id };
  if (byReference.length > 1) return { candidates: byReference.map((r) => r.id) };
  return null;
}

/** The record page's read: audited, masked for auditors when configured. Cached so nested components share one read. */
export const viewProcessRecord = cache(async (processId: string) => {
  const staff = await staffWhoReads();
  return readProcessRecord({
    db: db(),
    records: processRecords(),
    staff,
    processId,
    request: requestInfoFrom(await headers()),
    maskForAuditors: env().MASK_PERSONAL_DATA_FOR_AUDITORS,
  });
});

/** A stored file of a process (its row only), for the evidence section and the staff file route. */
export async function evidenceFile(processId: string, fileId: string) {
  await staffWhoReads();
  return processRecords().file(processId, fileId);
}
