import { type Db, databaseKindOf } from "./client";
import { joinSql, queryRows, type Statement, sql } from "./direct-sql";

/** The review queue's filters (lib/cases/queue/case-filters.ts), with the instants its due states compare with. */
export type CaseFilterValues = {
  decision?: string;
  assignee?: string;
  tag?: string;
  risk?: string;
  findings?: "negative" | "critical" | "any" | "none";
  due?: "overdue" | "due-soon" | "later";
  now: Date;
  soon: Date;
};

/** caseWhere (lib/cases/queue/case-filters.ts) in SQL, on "ReviewCase" named c: the two must say the same. */
function caseConditions(filters: CaseFilterValues): Statement[] {
  const { now, soon } = filters;
  const and: Statement[] = [];
  if (filters.decision) and.push(sql`c."decisionState" = ${filters.decision}`);
  if (filters.assignee) and.push(filters.assignee === "none" ? sql`c."assigneeId" IS NULL` : sql`c."assigneeId" = ${filters.assignee}`);
  if (filters.tag) and.push(sql`EXISTS (SELECT 1 FROM "CaseTagging" t WHERE t."processId" = c."processId" AND t."tagId" = ${filters.tag})`);
  if (filters.risk) and.push(sql`c."riskLevel" = ${filters.risk}`);
  if (filters.findings)
    and.push(
      {
        negative: sql`c."negativeFinish" = ${true}`,
        critical: sql`c."worstSeverity" = ${"critical"}`,
        any: sql`c."findingCount" > ${0}`,
        none: sql`c."findingCount" = ${0} AND c."screenedAt" IS NOT NULL`,
      }[filters.findings],
    );
  if (filters.due) {
    const dueAt = {
      overdue: sql`c."dueAt" < ${now}`,
      "due-soon": sql`c."dueAt" >= ${now} AND c."dueAt" < ${soon}`,
      later: sql`c."dueAt" >= ${soon}`,
    }[filters.due];
    and.push(sql`c."decisionState" IN (${"undecided"}, ${"pending"}) AND ${dueAt}`);
  }
  return and;
}

/**
 * How many cases match the queue's filters, counting at most `cap + 1`: read along whichever index the filters
 * name, unordered. (Prisma orders a capped count by primary key: it walked every case to count a sparse filter.)
 */
export async function countCases(db: Db, filters: CaseFilterValues, cap: number): Promise<number> {
  const conditions = caseConditions(filters);
  const where = conditions.length ? sql`WHERE ${joinSql(conditions, " AND ")}` : sql``;
  const [row] = await queryRows(db, sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 FROM "ReviewCase" c ${where} LIMIT ${cap + 1}) s`);
  return Number(row?.n ?? 0);
}

/**
 * Which of these processes have a case matching the filters. The ids drive the join (CROSS JOIN keeps SQLite's order):
 * asked through Prisma, SQLite read a filter's index (every undecided case) instead of the few cases by key.
 */
export async function casesAmong(db: Db, processIds: string[], filters: CaseFilterValues): Promise<Set<string>> {
  if (!processIds.length) return new Set();
  const ids = joinSql(processIds.map((id) => sql`(${id})`));
  const conditions = [sql`c."processId" = ids."column1"`, ...caseConditions(filters)];
  const rows = await queryRows(
    db,
    sql`SELECT c."processId" AS "id" FROM (VALUES ${ids}) AS ids CROSS JOIN "ReviewCase" c WHERE ${joinSql(conditions, " AND ")}`,
  );
  return new Set(rows.map((row) => String(row.id)));
}

/**
 * Cases waiting for a decision per assignee (null: unassigned), and how many are overdue at `now`. Summed from the
 * per-hour counts the ReviewCase triggers keep (migration open_case_counts_by_hour): an hour before the current one is
 * wholly overdue; of the current hour's, only the cases due before `now` are, read along the (decisionState, dueAt,
 * assigneeId) index. (Counted over the open cases themselves, the queue read 100,000 index entries on each page at a
 * million processes; by day, the 17,000 cases due earlier today.)
 */
export async function openCasesByAssignee(db: Db, now: Date): Promise<{ assigneeId: string | null; open: number; overdue: number }[]> {
  const hour = now.toISOString().slice(0, 13);
  const [byHour, dueThisHour] = await Promise.all([
    queryRows(
      db,
      sql`SELECT n."assigneeId" AS "assigneeId", SUM(n."count") AS "open",
        SUM(CASE WHEN n."dueHour" < ${hour} THEN n."count" ELSE 0 END) AS "overdue"
        FROM "OpenCaseCount" n GROUP BY n."assigneeId"`,
    ),
    queryRows(
      db,
      sql`SELECT c."assigneeId" AS "assigneeId", COUNT(*) AS "overdue" FROM "ReviewCase" c
        WHERE c."decisionState" IN (${"undecided"}, ${"pending"}) AND c."dueAt" >= ${new Date(`${hour}:00:00.000Z`)} AND c."dueAt" < ${now}
        GROUP BY c."assigneeId"`,
    ),
  ]);
  const overdueThisHour = new Map(dueThisHour.map((row) => [row.assigneeId == null ? "" : String(row.assigneeId), Number(row.overdue)]));
  return byHour
    .map((row) => ({
      assigneeId: row.assigneeId === "" ? null : String(row.assigneeId),
      open: Number(row.open),
      overdue: Number(row.overdue ?? 0) + (overdueThisHour.get(String(row.assigneeId)) ?? 0),
    }))
    .filter((row) => row.open > 0);
}

/** Where a page of the list resumes, in the list's default order: after (or before) a process's creation and id. */
export type CreationKeyset = { at: Date; id: string; direction: "lt" | "gt" };

/**
 * Which creation-ordered index a read of cases walks: one decision state's, or one risk level's. Each starts with its
 * equality and goes on in the list's default order (processCreatedAt, processId).
 */
export type CaseIndexStart = { decisionState: string } | { riskLevel: string };

/** The equality a read along this start begins with, and its index's name. */
function alongIndex(start: CaseIndexStart) {
  return "decisionState" in start
    ? { equality: sql`c."decisionState" = ${start.decisionState}`, index: sql`"ReviewCase_decisionState_processCreatedAt_covering_idx"` }
    : { equality: sql`c."riskLevel" = ${start.riskLevel}`, index: sql`"ReviewCase_riskLevel_processCreatedAt_processId_idx"` };
}

/**
 * The processes of the cases in one decision state (or of one risk level) that match the filters, in the order of the
 * processes' creation (then id), as the list shows them by default: along that index, the other filters checked on the
 * way. (Walking the processes instead read 150,000 of them, all undecided or unfinished, before the first of 566,666
 * final decisions at a million processes.)
 */
export async function casesInCreationOrder(
  db: Db,
  start: CaseIndexStart,
  filters: CaseFilterValues,
  { after, order, take }: { after: CreationKeyset | null; order: "asc" | "desc"; take: number },
): Promise<string[]> {
  const { equality, index } = alongIndex(start);
  const conditions = [equality, ...caseConditions(filters)];
  if (after) {
    const past = after.direction === "lt" ? sql`<` : sql`>`;
    conditions.push(
      sql`(c."processCreatedAt" ${past} ${after.at} OR (c."processCreatedAt" = ${after.at} AND c."processId" ${past} ${after.id}))`,
    );
  }
  const direction = order === "desc" ? sql`DESC` : sql`ASC`;
  // SQLite keeps no statistics (no ANALYZE): for unassigned overdue cases it chose the (assigneeId, decisionState,
  // dueAt) index and sorted all 100,000 matches (87 ms at a million processes; 7 ms along this one). PostgreSQL's
  // planner has statistics and picks the ordered scan itself.
  const along = databaseKindOf(db) === "sqlite" ? sql`INDEXED BY ${index}` : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT c."processId" AS "id" FROM "ReviewCase" c ${along} WHERE ${joinSql(conditions, " AND ")}
      ORDER BY c."processCreatedAt" ${direction}, c."processId" ${direction} LIMIT ${take}`,
  );
  return rows.map((row) => String(row.id));
}
