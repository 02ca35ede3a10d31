import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requireStaff } from "@/lib/staff-auth/guards";
import { createLocalProcessRecords } from "./local-process-records";
import { staffPolicy } from "./personal-data-policy";
import type { TProcessQuery } from "./process-query";
import { readProcessRecord } from "./read-process-record";
import { createRemoteProcessRecords, remoteSource } from "./remote-process-records";
import type { ProcessRecords, SearchPage } from "./types";

/** The records this deployment reads: its own database, or a remote service's API (RECORDS_SOURCE=remote). */
export function processRecords(): ProcessRecords {
  const source = remoteSource();
  return source ? createRemoteProcessRecords(db(), source) : createLocalProcessRecords(db());
}

/** Remote mode: processes are read through another service's API and found by their id only. */
export function isRemoteMode(): boolean {
  return env().RECORDS_SOURCE === "remote";
}

/** One session check per request, however many reads the page makes. */
export const staffWhoReads = cache(() => requireStaff("records:read"));

/** What the reader may see of an applicant's data: every read below applies it. */
export const readerPolicy = cache(async () => staffPolicy(await staffWhoReads()));

export async function listProcesses(query: TProcessQuery) {
  const policy = await readerPolicy();
  const page = await processRecords().list(query);
  return { ...page, rows: page.rows.map(policy.row) };
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
  const policy = await readerPolicy();
  const stats = await processRecords().overview({ days, now: new Date() });
  return { ...stats, awaitingDecision: stats.awaitingDecision.map(policy.row) };
}

/** Search results shown a page. */
export const SEARCH_LIMIT = 50;

const IDENTIFYING = new Set(["id", "id8", "reference"]);

/**
 * The header's search: what a reviewer knows (id or its prefix, reference, name, e-mail, phone, document number) →
 * the page of the one process an id or reference names, else a page of the candidates (`page` from 1) as the reader
 * may see them (auditors: masked), with how many were found. Every role searches.
 */
export async function findProcess(text: string, page = 1): Promise<{ id: string } | SearchPage> {
  const policy = await readerPolicy();
  const found = await processRecords().search(text, { limit: SEARCH_LIMIT, offset: (page - 1) * SEARCH_LIMIT });
  const [only] = found.rows;
  if (page === 1 && found.count === 1 && only && IDENTIFYING.has(only.matchedBy ?? "")) return { id: only.id };
  return { ...found, rows: found.rows.map(policy.row) };
}

/**
 * The record page's read: masked by the reader's policy and audited once per page load. A server action re-renders
 * the page it was called from (its own audit entry says what it did): that render is not another view.
 */
export const viewProcessRecord = cache(async (processId: string) => {
  const [staff, policy, headerList] = await Promise.all([staffWhoReads(), readerPolicy(), headers()]);
  return readProcessRecord({
    db: db(),
    records: processRecords(),
    staff,
    processId,
    request: requestInfoFrom(headerList),
    policy,
    isView: !headerList.has("next-action"),
    isLocal: !isRemoteMode(),
  });
});

/** A stored file of a process (its row only), for the evidence section and the staff file route. */
export async function evidenceFile(processId: string, fileId: string) {
  await staffWhoReads();
  return processRecords().file(processId, fileId);
}
