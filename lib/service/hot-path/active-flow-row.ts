import type { Db, Tx } from "@/lib/db/client";
import { queryRows, type Row, sql } from "@/lib/db/direct-sql";

/** The account's active flow first, else any of its flows (to tell "none active" from "none at all"): one statement. */
export async function activeFlowRow(db: Db | Tx, accountId: string): Promise<Row | undefined> {
  const [flow] = await queryRows(
    db,
    sql`SELECT "id", "name", "steps", "settings", "active" FROM "Flow" WHERE "accountId" = ${accountId} ORDER BY "active" DESC LIMIT 1`,
  );
  return flow;
}
