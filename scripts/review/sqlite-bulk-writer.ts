import Database from "better-sqlite3";

type Row = Record<string, unknown>;
export type BulkTables = Record<string, Row[]>;

// Up to 32,766 bound values a statement (SQLite ≥ 3.32): 500 rows of ≤ 20 columns stay well below it.
const ROWS_A_STATEMENT = 500;

const toSqlite = (value: unknown) => {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return value ?? null;
};

/**
 * Writes a bulk seed straight to a SQLite file as Prisma would store it (ISO dates with +00:00, JSON as text, booleans
 * as 0/1): multi-row INSERTs prepared once per shape, one transaction a batch. With `isIndexingAfter`, the listed tables'
 * plain indexes are dropped first and built once at `finish`, instead of updated row by row.
 */
export function openSqliteBulkWriter(filePath: string, { tables, isIndexingAfter }: { tables: string[]; isIndexingAfter: boolean }) {
  const sqlite = new Database(filePath, { timeout: 5000 });
  // A seed that stops half way is run again: no sync per batch (the WAL is synced once when the file is closed).
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("foreign_keys = ON");
  const dropped = isIndexingAfter
    ? (sqlite
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (${tables.map(() => "?").join(",")})`,
        )
        .all(...tables) as { name: string; sql: string }[])
    : [];
  for (const index of dropped) sqlite.exec(`DROP INDEX "${index.name}"`);
  const statements = new Map<string, Database.Statement>();
  const statementFor = (table: string, columns: string[], count: number) => {
    const key = `${table}\u0000${columns.join(",")}\u0000${count}`;
    let statement = statements.get(key);
    if (!statement) {
      const one = `(${columns.map(() => "?").join(",")})`;
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) VALUES ${Array(count).fill(one).join(",")}`;
      statement = sqlite.prepare(sql);
      statements.set(key, statement);
    }
    return statement;
  };
  const insert = (table: string, rows: Row[]) => {
    const [first] = rows;
    if (!first) return;
    const columns = Object.keys(first);
    for (let at = 0; at < rows.length; at += ROWS_A_STATEMENT) {
      const chunk = rows.slice(at, at + ROWS_A_STATEMENT);
      statementFor(table, columns, chunk.length).run(chunk.flatMap((row) => columns.map((c) => toSqlite(row[c]))));
    }
  };
  const writeBatch = sqlite.transaction((batch: BulkTables) => {
    for (const [table, rows] of Object.entries(batch)) insert(table, rows);
  });
  return {
    write: (batch: BulkTables) => writeBatch(batch),
    finish() {
      try {
        for (const index of dropped) sqlite.exec(index.sql);
      } finally {
        sqlite.close();
      }
    },
  };
}
