import type { Db } from "./client";
import { directSql, joinSql, sql } from "./direct-sql";

// The staff audit chain's append, straight on the driver: every record page's view is one, and Prisma's interactive
// transaction cost it about four times its statements (bench:pages).

export type ChainHead = { seq: number; hash: string } | null;

/** One entry of the chain as stored, with the side rows of its sealed details. */
export type ChainedEntry = {
  fields: {
    seq: number;
    at: Date;
    actorId: string | null;
    actorEmail: string;
    action: string;
    targetType: string | null;
    targetId: string | null;
    details: string;
    ip: string | null;
    userAgent: string | null;
    prevHash: string;
  };
  hash: string;
  personalValues: { ref: string; salt: string; value: string; entrySeq: number; processId: string | null; createdAt: Date }[];
};

/**
 * Appends the entry `next` makes of the chain's head, in one transaction that takes turns with every other appender
 * (SQLite: its one writer; PostgreSQL: the advisory lock named `lock`, which Prisma-side appenders take too).
 * Undefined, and nothing written, for a client with no driver beneath it.
 */
export async function appendToChain(db: Db, lock: string, next: (head: ChainHead) => ChainedEntry): Promise<ChainedEntry | undefined> {
  const driver = directSql(db);
  if (!driver) return undefined;
  return driver.transaction(async (tx) => {
    if (driver.kind === "postgres") await tx.all(sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`);
    const [head] = await tx.all(sql`SELECT "seq", "hash" FROM "StaffAuditEntry" ORDER BY "seq" DESC LIMIT 1`);
    const entry = next(head ? { seq: Number(head.seq), hash: String(head.hash) } : null);
    const { fields: f, hash, personalValues } = entry;
    await tx.run(sql`INSERT INTO "StaffAuditEntry" ("seq", "at", "actorId", "actorEmail", "action", "targetType", "targetId",
        "details", "ip", "userAgent", "prevHash", "hash")
      VALUES (${f.seq}, ${f.at}, ${f.actorId}, ${f.actorEmail}, ${f.action}, ${f.targetType}, ${f.targetId}, ${f.details},
        ${f.ip}, ${f.userAgent}, ${f.prevHash}, ${hash})`);
    if (personalValues.length)
      await tx.run(
        sql`INSERT INTO "AuditPersonalValue" ("ref", "salt", "value", "entrySeq", "processId", "createdAt") VALUES ${joinSql(
          personalValues.map((v) => sql`(${v.ref}, ${v.salt}, ${v.value}, ${v.entrySeq}, ${v.processId}, ${v.createdAt})`),
        )}`,
      );
    return entry;
  });
}
