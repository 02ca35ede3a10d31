import type { Db } from "@/lib/db/client";

/** The latest erasures, newest first: what the retention page lists. */
export async function listTombstones(db: Db, take = 50) {
  return db.processTombstone.findMany({ orderBy: { erasedAt: "desc" }, take });
}

export async function listLegalHolds(db: Db) {
  return db.legalHold.findMany({ orderBy: { createdAt: "desc" } });
}

export async function listRetentionPolicies(db: Db) {
  return db.retentionPolicy.findMany({ orderBy: { accountId: "asc" } });
}
