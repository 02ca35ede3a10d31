import { isInForce } from "@/lib/cases/decisions/decision-state";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { keysetWhere } from "@/lib/records/process-where";
import { asJson } from "@/lib/service/raw-values";
import { csvLine } from "./csv";

export type ExportFormat = "csv" | "jsonl";

const PAGE_SIZE = 1000;
const PROCESS_COLUMNS = [
  "id",
  "reference",
  "status",
  "negativeFinish",
  "currentStepId",
  "flowId",
  "accountId",
  "appId",
  "lang",
  "createdAt",
  "updatedAt",
] as const;
/** What an auditor reconciles beside each process: its flow's name, why it failed, and the decision in force. */
const REVIEW_COLUMNS = ["flowName", "failureReason", "decision", "decisionReason", "decisionComment", "decidedBy", "decidedAt"] as const;
export const EXPORT_COLUMNS = [...PROCESS_COLUMNS, ...REVIEW_COLUMNS] as const;
const select = {
  ...(Object.fromEntries(PROCESS_COLUMNS.map((c) => [c, true])) as Record<(typeof PROCESS_COLUMNS)[number], true>),
  flow: { select: { name: true } },
};

type Row = Prisma.ProcessGetPayload<{ select: typeof select }>;
/** One line of the export: the process's columns (in remote mode those a remembered process has; the rest null) and the review's. */
type ExportRow = Omit<Row, "flow" | "reference" | "accountId"> & { reference: string | null; accountId: string | null } & Record<
    (typeof REVIEW_COLUMNS)[number],
    string | null
  >;
/** The list's order: a date column and a direction; ties broken by id the same way. */
export type ExportOrder = { sort: "createdAt" | "updatedAt"; dir: "asc" | "desc" };

function toLine(row: ExportRow, format: ExportFormat): string {
  if (format === "jsonl") return `${JSON.stringify(row)}\n`;
  return csvLine(EXPORT_COLUMNS.map((c) => row[c]));
}

type DecisionRow = { outcome: string; reasonCode: string; comment: string; decidedByEmail: string; createdAt: Date; status: string };

/** The decision in force of each process of a page (final, or pending a second reviewer's confirmation). */
async function decisionsOf(db: Db, ids: string[]): Promise<Map<string, DecisionRow>> {
  const decisions = await db.processDecision.findMany({
    where: { processId: { in: ids } },
    select: { processId: true, outcome: true, reasonCode: true, comment: true, decidedByEmail: true, createdAt: true, status: true },
  });
  return new Map(decisions.filter(isInForce).map((d) => [d.processId, d]));
}

/** The decision columns of one row, its comment as `policy` shows it. */
function decisionColumns(decision: DecisionRow | undefined, policy: PersonalDataPolicy) {
  return {
    decision: decision ? `${decision.outcome}${decision.status === "pending" ? " (pending)" : ""}` : null,
    decisionReason: decision?.reasonCode ?? null,
    decisionComment: decision ? policy.decision(decision).comment : null,
    decidedBy: decision?.decidedByEmail ?? null,
    decidedAt: decision?.createdAt.toISOString() ?? null,
  };
}

/** The latest failed check's message of each process of a page, as `policy` shows it beside the step that failed. */
async function failuresOf(db: Db, ids: string[], policy: PersonalDataPolicy): Promise<Map<string, { seq: number; message: string }>> {
  // No orderBy: Prisma splits a long `in` list over several statements only for an unordered read (SQLite's limit).
  const failures = await db.stepRecord.findMany({
    where: { processId: { in: ids }, status: false },
    // A masked reader's message needs its step's values (what it must not repeat); a full one needs only the message.
    select: { processId: true, seq: true, error: true, payload: policy.isMasked, provider: policy.isMasked },
  });
  const failure = new Map<string, { seq: number; message: string }>();
  for (const f of failures) {
    const message = (f.error as { message?: unknown }).message;
    if (typeof message !== "string" || f.seq < (failure.get(f.processId)?.seq ?? -1)) continue;
    const step = { payload: asJson<Record<string, unknown>>(f.payload ?? {}), provider: asJson<Record<string, unknown>>(f.provider ?? {}) };
    failure.set(f.processId, { seq: f.seq, message: policy.failureReason(step, message) });
  }
  return failure;
}

type PageRow = { id: string; createdAt: Date; updatedAt: Date };
type After = { at: Date; id: string };

/**
 * The pull loop of an export: the header, then a page of rows only when the consumer wants more, pages found by key
 * (sort column, id), never by offset, so memory stays flat and the millionth row costs what the first did.
 */
function keysetExport<R extends PageRow>({
  format,
  order,
  policy,
  readPage,
  toExportRows,
}: {
  format: ExportFormat;
  order: ExportOrder;
  policy: PersonalDataPolicy;
  readPage: (after: After | null) => Promise<R[]>;
  toExportRows: (rows: R[]) => Promise<ExportRow[]>;
}) {
  const encoder = new TextEncoder();
  let after: After | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          if (format === "csv") {
            controller.enqueue(encoder.encode(csvLine(EXPORT_COLUMNS)));
            return;
          }
        }
        const rows = await readPage(after);
        if (rows.length)
          controller.enqueue(encoder.encode((await toExportRows(rows)).map((row) => toLine(policy.row(row), format)).join("")));
        const last = rows.at(-1);
        if (!last || rows.length < PAGE_SIZE) controller.close();
        else after = { at: last[order.sort], id: last.id };
      },
    },
    { highWaterMark: 1 },
  );
}

/** Rows beyond `after` in the export's order, for `where`. */
function beyondWhere<W>(where: W, order: ExportOrder, after: After | null): W {
  if (!after) return where;
  return { AND: [where, keysetWhere(order.sort, { at: after.at.toISOString(), id: after.id }, order.dir === "desc" ? "lt" : "gt")] } as W;
}

/**
 * The processes matching `where`, in the list's order (newest first unless told), as CSV or JSON Lines, each row as
 * `policy` lets the reader see it, with the flow's name, why it last failed and the decision in force.
 */
export function streamProcessesExport({
  db,
  where = {},
  format,
  policy,
  order = { sort: "createdAt", dir: "desc" },
}: {
  db: Db;
  where?: Prisma.ProcessWhereInput;
  format: ExportFormat;
  policy: PersonalDataPolicy;
  order?: ExportOrder;
}) {
  return keysetExport({
    format,
    order,
    policy,
    readPage: (after) =>
      db.process.findMany({
        where: beyondWhere(where, order, after),
        orderBy: [{ [order.sort]: order.dir }, { id: order.dir }],
        take: PAGE_SIZE,
        select,
      }),
    async toExportRows(rows) {
      const ids = rows.map((r) => r.id);
      const [decisions, failure] = await Promise.all([decisionsOf(db, ids), failuresOf(db, ids, policy)]);
      return rows.map(({ flow, ...row }) => ({
        ...row,
        flowName: flow.name,
        failureReason: failure.get(row.id)?.message ?? null,
        ...decisionColumns(decisions.get(row.id), policy),
      }));
    },
  });
}

const remoteSelect = {
  id: true,
  status: true,
  negativeFinish: true,
  currentStepId: true,
  flowId: true,
  flowName: true,
  appId: true,
  lang: true,
  createdAt: true,
  updatedAt: true,
} as const;

/**
 * Remote mode: the processes looked up so far (RemoteProcess) matching `where`, as the list shows them, with the
 * decisions taken here. Status, step and dates are as of the last look-up; `reference`, `accountId` and
 * `failureReason` are empty: the spec's record carries no reference or account, and its step records are not kept here.
 */
export function streamRemoteProcessesExport({
  db,
  where = {},
  format,
  policy,
  order = { sort: "createdAt", dir: "desc" },
}: {
  db: Db;
  where?: Prisma.RemoteProcessWhereInput;
  format: ExportFormat;
  policy: PersonalDataPolicy;
  order?: ExportOrder;
}) {
  return keysetExport({
    format,
    order,
    policy,
    readPage: (after) =>
      db.remoteProcess.findMany({
        where: beyondWhere(where, order, after),
        orderBy: [{ [order.sort]: order.dir }, { id: order.dir }],
        take: PAGE_SIZE,
        select: remoteSelect,
      }),
    async toExportRows(rows) {
      const decisions = await decisionsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => ({
        ...row,
        reference: null,
        accountId: null,
        failureReason: null,
        ...decisionColumns(decisions.get(row.id), policy),
      }));
    },
  });
}
