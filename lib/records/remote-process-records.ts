import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { env } from "@/lib/env";
import { remoteCredentials } from "@/lib/records/remote/remote-accounts";
import { createRemoteClient, type RemoteClient, RemoteServiceError } from "@/lib/records/remote/remote-client";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import { fileIdFromUrl } from "../steps/common/review/file-links";
import { keysetPage } from "./keyset-page";
import { decisionsInForce } from "./local-process-records";
import type { TProcessQuery } from "./process-query";
import { keysetWhere, summaryFilters } from "./process-where";
import type { ProcessListRow, ProcessRecords, StoredFileRef } from "./types";

export type RemoteSource = { baseUrl: string; timeoutMs: number };

/** Where this deployment reads its records in remote mode (RECORDS_SOURCE=remote), or null in local mode. */
export function remoteSource(): RemoteSource | null {
  const { RECORDS_SOURCE, REMOTE_BASE_URL, REMOTE_TIMEOUT_SECONDS } = env();
  return RECORDS_SOURCE === "remote" && REMOTE_BASE_URL ? { baseUrl: REMOTE_BASE_URL, timeoutMs: REMOTE_TIMEOUT_SECONDS * 1000 } : null;
}

const DAY_MS = 86_400_000;

const ROW_SELECT = {
  id: true,
  status: true,
  negativeFinish: true,
  flowId: true,
  flowName: true,
  appId: true,
  lang: true,
  currentStepId: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.RemoteProcessSelect;

type SelectedRow = Prisma.RemoteProcessGetPayload<{ select: typeof ROW_SELECT }>;

/** The spec's record carries no reference: the list shows none in remote mode. */
function toRow(row: SelectedRow): ProcessListRow {
  return { ...row, reference: null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The step the process waits on: the newest step event's, none once finished. */
function currentStepOf(record: ProcessRecordView): string {
  if (record.status === "finished") return "";
  return record.events.findLast((e) => e.stepId !== undefined)?.stepId ?? "";
}

/** The list's filters over the remembered processes (the queue's case filters do not apply: there are no local cases). */
export function rememberedWhere(query: TProcessQuery): Prisma.RemoteProcessWhereInput {
  const and: Prisma.RemoteProcessWhereInput[] = [...(query.q ? [{ id: query.q }] : []), ...summaryFilters(query)];
  return and.length ? { AND: and } : {};
}

/** Every file URL of a record with its bucket: only these files of the process are ever fetched. */
function fileBucketOf(record: ProcessRecordView, fileId: string): string | null {
  const urls: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") urls.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(record.data.map((d) => d.payload));
  walk(record.evidence?.fileUrl);
  const url = urls.find((u) => fileIdFromUrl(u) === fileId);
  return url ? (/\/files\/([a-z]+)\/[^/]+$/.exec(url)?.[1] ?? null) : null;
}

const SIGNATURES: [string, number[]][] = [
  ["image/png", [0x89, 0x50, 0x4e, 0x47]],
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["application/pdf", [0x25, 0x50, 0x44, 0x46]],
  ["video/webm", [0x1a, 0x45, 0xdf, 0xa3]],
];

/** The API answers a file as bare Base64: its type is read from its first bytes. */
function sniffContentType(bytes: Buffer): string {
  const match = SIGNATURES.find(([, signature]) => signature.every((b, i) => bytes[i] === b));
  if (match) return match[0];
  if (bytes.subarray(0, 12).includes(Buffer.from("WEBP"))) return "image/webp";
  return "application/octet-stream";
}

export type RemoteLookUp = { record: ProcessRecordView; accountId: string; client: RemoteClient };

/** The record through the account that holds it (the remembered one first), remembered; null when no account has it. */
export async function lookUpRemoteProcess(db: Db, source: RemoteSource, processId: string): Promise<RemoteLookUp | null> {
  const remembered = await db.remoteProcess.findUnique({ where: { id: processId }, select: { remoteAccountId: true } });
  const accounts = (await remoteCredentials(db)).sort(
    (a, b) => Number(b.id === remembered?.remoteAccountId) - Number(a.id === remembered?.remoteAccountId),
  );
  if (!accounts.length)
    throw new RemoteServiceError("No remote account is configured: an admin adds one (Administration → Remote accounts).");
  for (const account of accounts) {
    const client = createRemoteClient({ ...source, credential: account.credential });
    const record = await client.processRecord(processId);
    if (!record) continue;
    await remember(db, record, account.id);
    return { record, accountId: account.id, client };
  }
  return null;
}

async function remember(db: Db, record: ProcessRecordView, remoteAccountId: string) {
  const row = {
    remoteAccountId,
    status: record.status,
    negativeFinish: record.negativeFinish,
    flowId: record.flow.id ?? "",
    flowName: record.flow.name ?? "",
    appId: record.appId,
    lang: record.lang,
    currentStepId: currentStepOf(record),
    createdAt: new Date(record.createdAt),
    updatedAt: new Date(record.updatedAt),
  };
  await db.remoteProcess.upsert({
    where: { id: record.id },
    create: { id: record.id, ...row, rememberedAt: new Date() },
    update: row,
  });
}

/**
 * Process records read through a remote service's API (RECORDS_SOURCE=remote). Every process looked up is remembered
 * in RemoteProcess (id, status, flow, dates: what the list shows); step records, events and files are read from the
 * remote service on every view and never stored here.
 */
export function createRemoteProcessRecords(db: Db, source: RemoteSource): ProcessRecords {
  const lookUp = (processId: string) => lookUpRemoteProcess(db, source, processId);

  async function listRows(where: Prisma.RemoteProcessWhereInput, take: number): Promise<ProcessListRow[]> {
    const rows = await db.remoteProcess.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take, select: ROW_SELECT });
    return rows.map(toRow);
  }

  return {
    async list(query) {
      const where = rememberedWhere(query);
      const page = await keysetPage(query, async ({ cursor, order, take }) =>
        (
          await db.remoteProcess.findMany({
            where: cursor
              ? { AND: [where, keysetWhere(query.sort, cursor.at, cursor.direction) as Prisma.RemoteProcessWhereInput] }
              : where,
            orderBy: [{ [query.sort]: order }, { id: order }],
            take,
            select: ROW_SELECT,
          })
        ).map(toRow),
      );
      const decisions = await decisionsInForce(
        db,
        page.rows.map((r) => r.id),
      );
      return { ...page, rows: page.rows.map((row) => ({ ...row, decision: decisions.get(row.id) ?? null, name: null })) };
    },

    async count(query, cap) {
      const value = await db.remoteProcess.count({ where: rememberedWhere(query), take: cap + 1 });
      return value > cap ? { value: cap, isCapped: true } : { value, isCapped: false };
    },

    async get(processId) {
      const found = await lookUp(processId);
      if (!found) return null;
      const account = await db.remoteAccount.findUnique({ where: { id: found.accountId }, select: { name: true } });
      return { record: found.record, reference: null, currentStepId: currentStepOf(found.record), accountName: account?.name ?? "" };
    },

    /** The spec has no list or search endpoint: a process is found by its exact id only. */
    async search(text, { limit }) {
      const id = text.trim();
      const rows = !id || id.length > 200 || !(await lookUp(id)) ? [] : await listRows({ id }, limit);
      return { rows: rows.map((row) => ({ ...row, matchedBy: "id" })), count: rows.length, isAtLeast: false, hasNext: false };
    },

    async exists(processId) {
      return (await db.remoteProcess.findUnique({ where: { id: processId }, select: { id: true } })) !== null;
    },

    async filterOptions() {
      const flows = await db.remoteProcess.findMany({
        distinct: ["flowId"],
        select: { flowId: true, flowName: true },
        orderBy: { flowName: "asc" },
      });
      return { flows: flows.map((f) => ({ id: f.flowId, name: f.flowName })), apps: [] };
    },

    async overview({ days, now }) {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (days - 1) * DAY_MS);
      const rows = await db.remoteProcess.findMany({ where: { createdAt: { gte: since } }, select: ROW_SELECT });
      const daily = Array.from({ length: days }, (_, i) => {
        const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        const ofDay = rows.filter((r) => r.createdAt.toISOString().startsWith(day));
        const finished = ofDay.filter((r) => r.status === "finished");
        return { day, started: ofDay.length, finished: finished.length, negative: finished.filter((r) => r.negativeFinish).length };
      });
      const finishedTotal = daily.reduce((sum, d) => sum + d.finished, 0);
      const negativeTotal = daily.reduce((sum, d) => sum + d.negative, 0);
      const finished = await listRows({ status: "finished", negativeFinish: false }, 50);
      const decided = await decisionsInForce(
        db,
        finished.map((r) => r.id),
      );
      return {
        days: daily,
        finishedTotal,
        passRate: finishedTotal ? (finishedTotal - negativeTotal) / finishedTotal : null,
        dropOff: [],
        awaitingDecision: finished.filter((r) => !decided.has(r.id)).slice(0, 10),
      };
    },

    /** The bytes come with the row: fetched from the remote files endpoint, held in memory for this one answer. */
    async file(processId, fileId): Promise<StoredFileRef | null> {
      const found = await lookUp(processId);
      if (!found) return null;
      const bucket = fileBucketOf(found.record, fileId);
      if (!bucket) return null;
      const bytes = await found.client.file(bucket, fileId, processId);
      if (!bytes) return null;
      return { id: fileId, contentType: sniffContentType(bytes), size: bytes.length, sha256: "", storageKey: "", content: bytes };
    },
  };
}
