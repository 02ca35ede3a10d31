import type { Db } from "@/lib/db/client";

/** The actions the log holds, for the audit page's filter: read from the log, so a new kind of entry is listed at once. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const groups = await db.staffAuditEntry.groupBy({ by: ["action"], orderBy: { action: "asc" } });
  return groups.map((g) => g.action);
}
