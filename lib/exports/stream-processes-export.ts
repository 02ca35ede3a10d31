import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { PersonalDataPolicy } from "@/lib/review/personal-data-policy";
import { keysetWhere } from "@/lib/review/process-where";
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
type ExportRow = Omit<Row, "flow"> & Record<(typeof REVIEW_COLUMNS)[number], string | null>;
/** The list's order: a date column and a direction; ties broken by id the same way. */
export type ExportOrder = { sort: "createdAt" | "updatedAt"; dir: "asc" | "desc" };

function toLine(row: ExportRow, format: ExportFormat): string {
  if (format === "jsonl") return `${JSON.stringify(row)}\n`;
  return csvLine(EXPORT_COLUMNS.map((c) => row[c]));
}

/** The decision in force and the latest failed check's message of each process of a page: two reads per page. */
async function reviewColumns(db: Db, ids: string[]) {
  const [decisions, failures] = await Promise.all([
    db.processDecision.findMany({
      where: { processId: { in: ids }, status: { in: ["final", "pending"] } },
      select: { processId: true, outcome: true, reasonCode: true, comment: true, decidedByEmail: true, createdAt: true, status: true },
    }),
    // No orderBy: Prisma splits a long `in` list over several statements only for an unordered read (SQLite's limit).
    db.stepRecord.findMany({ where: { processId: { in: ids }, status: false }, select: { processId: true, seq: true, error: true } }),
  ]);
  const failure = new Map<string, { seq: number; message: string }>();
  for (const f of failures) {
    const message = (f.error as { message?: unknown }).message;
    if (typeof message === "string" && f.seq >= (failure.get(f.processId)?.seq ?? -1)) failure.set(f.processId, { seq: f.seq, message });
  }
  return { decisions: new Map(decisions.map((d) => [d.processId, d])), failure };
}

/**
 * The processes matching `where`, in the list's order (newest first unless told), as CSV or JSON Lines, each row as
 * `policy` lets the reader see it. Pull-based: a page of rows is read only when the consumer wants more, and pages
 * are found by key (sort column, id), never by offset, so memory stays flat and the millionth row costs what the
 * first did.
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
  const encoder = new TextEncoder();
  let after: { at: Date; id: string } | null = null;
  let started = false;
  const beyond = order.dir === "desc" ? "lt" : "gt";
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
        const rows = await db.process.findMany({
          where: after ? { AND: [where, keysetWhere(order.sort, { at: after.at.toISOString(), id: after.id }, beyond)] } : where,
          orderBy: [{ [order.sort]: order.dir }, { id: order.dir }],
          take: PAGE_SIZE,
          select,
        });
        if (rows.length) {
          const { decisions, failure } = await reviewColumns(
            db,
            rows.map((r) => r.id),
          );
          const lines = rows.map(({ flow, ...row }) => {
            const decision = decisions.get(row.id);
            const shown = decision ? policy.decision(decision) : null;
            const full: ExportRow = {
              ...row,
              flowName: flow.name,
              failureReason: failure.get(row.id)?.message ?? null,
              decision: decision ? `${decision.outcome}${decision.status === "pending" ? " (pending)" : ""}` : null,
              decisionReason: decision?.reasonCode ?? null,
              decisionComment: shown?.comment ?? null,
              decidedBy: decision?.decidedByEmail ?? null,
              decidedAt: decision?.createdAt.toISOString() ?? null,
            };
            return toLine(policy.row(full), format);
          });
          controller.enqueue(encoder.encode(lines.join("")));
        }
        const last = rows.at(-1);
        if (!last || rows.length < PAGE_SIZE) controller.close();
        else after = { at: last[order.sort], id: last.id };
      },
    },
    { highWaterMark: 1 },
  );
}
