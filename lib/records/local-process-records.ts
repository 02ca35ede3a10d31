import { isInForce } from "@/lib/cases/decisions/decision-state";
import { caseFilterValues, hasCaseFilters } from "@/lib/cases/queue/case-filters";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { countCases } from "@/lib/db/review-case-sql";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { NO_CASE_FILTERS, walkCaseFiltered } from "./case-filtered-page";
import { keysetPage } from "./keyset-page";
import { processDayCounts } from "./process-day-counts";
import type { TProcessQuery } from "./process-query";
import { keysetWhere, processWhere } from "./process-where";
import { newestFirst, SEARCH_READ_CAP, searchMatches } from "./search-matches";
import type { DecisionInForce, ProcessListRow, ProcessRecords } from "./types";

const DAY_MS = 86_400_000;

const ROW_SELECT = {
  id: true,
  reference: true,
  status: true,
  negativeFinish: true,
  flowId: true,
  flow: { select: { name: true } },
  appId: true,
  lang: true,
  currentStepId: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ProcessSelect;

type SelectedRow = Prisma.ProcessGetPayload<{ select: typeof ROW_SELECT }>;

function toRow(row: SelectedRow): ProcessListRow {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    negativeFinish: row.negativeFinish,
    flowId: row.flowId,
    flowName: row.flow.name,
    appId: row.appId,
    lang: row.lang,
    currentStepId: row.currentStepId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The decision in force of each process, final or waiting for a second reviewer (read by process: decision-state.ts). */
export async function decisionsInForce(db: Db, processIds: string[]): Promise<Map<string, DecisionInForce>> {
  const decisions = await db.processDecision.findMany({
    where: { processId: { in: processIds } },
    select: { processId: true, outcome: true, status: true },
  });
  return new Map(decisions.filter(isInForce).map((d) => [d.processId, { outcome: d.outcome, isPending: d.status === "pending" }]));
}

function stepNames(flows: { steps: unknown }[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const flow of flows) {
    if (!Array.isArray(flow.steps)) continue;
    for (const step of flow.steps as { id?: unknown; name?: unknown }[]) {
      if (typeof step.id === "string" && typeof step.name === "string" && !names.has(step.id)) names.set(step.id, step.name);
    }
  }
  return names;
}

/** The name each process's applicant gave (the newest), for the rows of a page. */
export async function shownNames(db: Db, processIds: string[]): Promise<Map<string, string>> {
  const keys = await db.processSearchKey.findMany({
    where: { processId: { in: processIds }, kind: "shown-name" },
    orderBy: { createdAt: "asc" },
    select: { processId: true, value: true },
  });
  return new Map(keys.map((k) => [k.processId, k.value]));
}

/**
 * The whole name each process's keys hold (the longest, normalised: "maria sousa"), for a row found by a name that
 * only a document gave (the form's name as given is the `shown-name`; a document's name has no such key).
 */
async function wholeNames(db: Db, processIds: string[]): Promise<Map<string, string>> {
  if (!processIds.length) return new Map();
  const keys = await db.processSearchKey.findMany({
    where: { processId: { in: processIds }, kind: "name" },
    select: { processId: true, value: true },
  });
  const names = new Map<string, string>();
  for (const key of keys) if (key.value.length > (names.get(key.processId)?.length ?? 0)) names.set(key.processId, key.value);
  return names;
}

/** Process records read straight from this app's database. */
export function createLocalProcessRecords(db: Db): ProcessRecords {
  const whereOf = async (query: TProcessQuery) =>
    processWhere(query, query.q ? { accountIds: (await db.account.findMany({ select: { id: true } })).map((a) => a.id) } : {});
  return {
    async list(query) {
      const where = await whereOf(query);
      const rowsOf = async (ids: string[]) => (await db.process.findMany({ where: { id: { in: ids } }, select: ROW_SELECT })).map(toRow);
      const page = await keysetPage(query, async (read) => {
        if (hasCaseFilters(query)) {
          const walked = await walkCaseFiltered(db, query, await whereOf({ ...query, ...NO_CASE_FILTERS }), read, rowsOf);
          if (walked) return walked;
        }
        const { cursor, order, take } = read;
        return (
          await db.process.findMany({
            where: cursor ? { AND: [where, keysetWhere(query.sort, cursor.at, cursor.direction)] } : where,
            orderBy: [{ [query.sort]: order }, { id: order }],
            take,
            select: ROW_SELECT,
          })
        ).map(toRow);
      });
      const ids = page.rows.map((r) => r.id);
      const [decisions, names] = await Promise.all([decisionsInForce(db, ids), shownNames(db, ids)]);
      return {
        ...page,
        rows: page.rows.map((row) => ({ ...row, decision: decisions.get(row.id) ?? null, name: names.get(row.id) ?? null })),
      };
    },

    async count(query, cap) {
      // Counts at most cap + 1 matching rows: the list says "more than cap" instead of scanning a million.
      // Ordered as the list is, so the capped count walks the same index instead of sorting every match by id.
      // Case filters alone: counted from the case indexes (one case a process; lib/db/review-case-sql.ts).
      const isCasesOnly = hasCaseFilters(query) && !Object.keys(await whereOf({ ...query, ...NO_CASE_FILTERS })).length;
      const value = isCasesOnly
        ? await countCases(db, caseFilterValues(query, new Date()), cap)
        : await db.process.count({
            where: await whereOf(query),
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: cap + 1,
          });
      return value > cap ? { value: cap, isCapped: true } : { value, isCapped: false };
    },

    get: (processId) => loadProcessRecord(db, { id: processId }),

    async search(text, { limit, offset = 0 }) {
      // Past the cap, the pages reach as far as a search counts (the newest 1,000): each further one would cost more.
      const { matchedBy, count, isAtLeast } = await searchMatches(db, text, { newest: Math.min(offset + limit, SEARCH_READ_CAP) + 1 });
      const reach = isAtLeast ? Math.min(matchedBy.size, SEARCH_READ_CAP) : matchedBy.size;
      const pageIds = newestFirst(matchedBy).slice(offset, Math.min(offset + limit, reach));
      const page = await db.process.findMany({
        where: { id: { in: pageIds } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: ROW_SELECT,
      });
      const shown = await shownNames(
        db,
        page.map((row) => row.id),
      );
      // A row found by a name its applicant never typed (only a document gave it) shows that name.
      const matchedNames = await wholeNames(
        db,
        page.filter((row) => matchedBy.get(row.id)?.kind === "name" && !shown.has(row.id)).map((row) => row.id),
      );
      return {
        rows: page.map((row) => ({
          ...toRow(row),
          name: shown.get(row.id) ?? matchedNames.get(row.id) ?? null,
          matchedBy: matchedBy.get(row.id)?.kind,
        })),
        // Each key is erased with its process, in one transaction (lib/retention/process-tables.ts): every id matched is a process.
        count,
        isAtLeast,
        hasNext: reach > offset + limit,
      };
    },

    async exists(processId) {
      return (await db.process.findUnique({ where: { id: processId }, select: { id: true } })) !== null;
    },

    async filterOptions() {
      const [flows, apps] = await Promise.all([
        db.flow.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
        db.application.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
      ]);
      return { flows, apps };
    },

    async overview({ days, now }) {
      /** The newest finished processes that have no decision in force yet. */
      const undecided = async (rows: ProcessListRow[], take: number) => {
        const decided = await decisionsInForce(
          db,
          rows.map((r) => r.id),
        );
        return rows.filter((r) => !decided.has(r.id)).slice(0, take);
      };
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (days - 1) * DAY_MS);
      // Counts from the rows the Process triggers keep (process-day-counts.ts): no count over the processes themselves.
      const dayNames = Array.from({ length: days }, (_, i) => new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10));
      const [{ days: daily, waiting }, flows, awaiting] = await Promise.all([
        processDayCounts(db, dayNames),
        db.flow.findMany({ select: { steps: true } }),
        db.process.findMany({
          where: { status: "finished", negativeFinish: false },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 50,
          select: ROW_SELECT,
        }),
      ]);
      const names = stepNames(flows);
      const undecidedRows = await undecided(awaiting.map(toRow), 10);
      const applicants = await shownNames(
        db,
        undecidedRows.map((row) => row.id),
      );
      const finishedTotal = daily.reduce((sum, d) => sum + d.finished, 0);
      const negativeTotal = daily.reduce((sum, d) => sum + d.negative, 0);
      return {
        days: daily,
        finishedTotal,
        passRate: finishedTotal ? (finishedTotal - negativeTotal) / finishedTotal : null,
        dropOff: waiting
          .map((w) => ({ stepId: w.stepId, stepName: names.get(w.stepId) ?? w.stepId, waiting: w.count }))
          .sort((a, b) => b.waiting - a.waiting),
        awaitingDecision: undecidedRows.map((row) => ({ ...row, name: applicants.get(row.id) ?? null })),
      };
    },

    async file(processId, fileId) {
      const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true } });
      if (!process) return null;
      return db.storedFile.findFirst({
        where: { id: fileId, OR: [{ processId }, { bucket: "attachments", accountId: process.accountId }] },
        select: { id: true, contentType: true, size: true, sha256: true, storageKey: true },
      });
    },
  };
}
