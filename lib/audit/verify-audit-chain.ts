import type { Db } from "@/lib/db/client";
import { entryHash, GENESIS_HASH } from "./chain";
import { sealedRef, sealedRefs } from "./sealed-values";

export type ChainVerdict = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: string };

const PAGE = 2000;

/** The side rows of entries `from`..`to` by entry: each row's value must still give the reference its entry holds. */
async function sideRowsOf(db: Db, from: number, to: number) {
  const rows = await db.auditPersonalValue.findMany({ where: { entrySeq: { gte: from, lte: to } } });
  const byEntry = new Map<number, typeof rows>();
  for (const row of rows) byEntry.set(row.entrySeq, [...(byEntry.get(row.entrySeq) ?? []), row]);
  return byEntry;
}

/**
 * Recomputes the whole chain in order and names the first entry that does not follow from the one before, or whose
 * kept personal value no longer matches its sealed reference. An erased value (no side row) needs nothing: the hash
 * covers the reference only.
 */
export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const page = await db.staffAuditEntry.findMany({ where: { seq: { gte: expectedSeq } }, orderBy: { seq: "asc" }, take: PAGE });
    const sideRows = await sideRowsOf(db, expectedSeq, page.at(-1)?.seq ?? expectedSeq);
    for (const entry of page) {
      const broken = (reason: string): ChainVerdict => ({ ok: false, entries: checked, brokenAt: entry.seq, reason });
      if (entry.seq !== expectedSeq)
        return { ok: false, entries: checked, brokenAt: expectedSeq, reason: `entry ${expectedSeq} is missing` };
      if (entry.prevHash !== prevHash) return broken("its previous-hash does not match the entry before it");
      if (entryHash(entry) !== entry.hash) return broken("its contents do not match its hash (the row was altered)");
      const refs = sealedRefs(entry.details);
      for (const row of sideRows.get(entry.seq) ?? [])
        if (!refs.includes(row.ref) || sealedRef(row.salt, row.value) !== row.ref)
          return broken("a personal value kept for it does not match its sealed reference (the value was altered)");
      prevHash = entry.hash;
      expectedSeq++;
      checked++;
    }
    if (page.length < PAGE) return { ok: true, entries: checked };
  }
}
