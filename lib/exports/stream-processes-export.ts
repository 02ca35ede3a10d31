import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { PersonalDataPolicy } from "@/lib/review/personal-data-policy";
import { csvLine } from "./csv";

export type ExportFormat = "csv" | "jsonl";

const PAGE_SIZE = 1000;
export const EXPORT_COLUMNS = [
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
const select = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, true])) as Record<(typeof EXPORT_COLUMNS)[number], true>;

type Row = Prisma.ProcessGetPayload<{ select: typeof select }>;

function toLine(row: Row, format: ExportFormat): string {
  if (format === "jsonl") return `${JSON.stringify(row)}\n`;
  return csvLine(EXPORT_COLUMNS.map((c) => row[c]));
}

/**
 * The processes matching `where`, oldest first, as CSV or JSON Lines, each row as `policy` lets the reader
 * see it. Pull-based: a page of rows is read only when the consumer wants more, and pages are found by key
 * (createdAt, id), never by offset, so memory stays flat and the millionth row costs what the first did.
 */
export function streamProcessesExport({
  db,
  where = {},
  format,
  policy,
}: {
  db: Db;
  where?: Prisma.ProcessWhereInput;
  format: ExportFormat;
  policy: PersonalDataPolicy;
}) {
  const encoder = new TextEncoder();
  let after: { createdAt: Date; id: string } | null = null;
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
        // Written as createdAt >= t AND (createdAt > t OR id > i) so the database range-scans the createdAt index.
        const keyset: Prisma.ProcessWhereInput = after
          ? { AND: [{ createdAt: { gte: after.createdAt } }, { OR: [{ createdAt: { gt: after.createdAt } }, { id: { gt: after.id } }] }] }
          : {};
        const rows = await db.process.findMany({
          where: { AND: [where, keyset] },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: PAGE_SIZE,
          select,
        });
        if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => toLine(policy.row(row), format)).join("")));
        const last = rows.at(-1);
        if (!last || rows.length < PAGE_SIZE) controller.close();
        else after = { createdAt: last.createdAt, id: last.id };
      },
    },
    { highWaterMark: 1 },
  );
}
