import type { DatabaseKind } from "@/lib/db/direct-sql";

/** Runs one read in the snapshot being backed up (or in the live database being checked). */
export type SnapshotQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export type DatabaseFacts = { migrations: string[]; schemaVersion: string; rows: Record<string, number> };
export type StoredFileRow = { id: string; storageKey: string; sha256: string; size: number };

const PAGE = 1000;

function tablesQuery(kind: DatabaseKind): string {
  return kind === "sqlite"
    ? `SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%' ORDER BY "name"`
    : `SELECT "table_name" AS "name" FROM "information_schema"."tables" WHERE "table_schema" = current_schema() AND "table_type" = 'BASE TABLE' ORDER BY 1`;
}

/** The migrations applied (the schema's version is the latest) and how many rows each table holds. */
export async function databaseFacts(query: SnapshotQuery, kind: DatabaseKind): Promise<DatabaseFacts> {
  const migrations = (
    await query(
      `SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL ORDER BY "migration_name"`,
    )
  ).map((row) => String(row.migration_name));
  const rows: Record<string, number> = {};
  for (const { name } of await query(tablesQuery(kind))) {
    const table = String(name);
    // Names from the catalog, quoted: no value from outside becomes SQL.
    const [counted] = await query(`SELECT count(*) AS "n" FROM "${table.replaceAll('"', '""')}"`);
    rows[table] = Number(counted?.n ?? 0);
  }
  return { migrations, schemaVersion: migrations.at(-1) ?? "", rows };
}

/** Every StoredFile row, in pages by id. */
export async function storedFileRows(query: SnapshotQuery, kind: DatabaseKind): Promise<StoredFileRow[]> {
  const rows: StoredFileRow[] = [];
  const placeholder = kind === "sqlite" ? "?" : "$1";
  for (let after = ""; ; ) {
    const page = await query(
      `SELECT "id", "storageKey", "sha256", "size" FROM "StoredFile" WHERE "id" > ${placeholder} ORDER BY "id" LIMIT ${PAGE}`,
      [after],
    );
    for (const row of page)
      rows.push({ id: String(row.id), storageKey: String(row.storageKey), sha256: String(row.sha256), size: Number(row.size) });
    if (page.length < PAGE) return rows;
    after = rows.at(-1)?.id ?? after;
  }
}
