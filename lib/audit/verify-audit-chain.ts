import type { Db } from "@/lib/db/client";
import { entryHash, GENESIS_HASH } from "./chain";

export type ChainVerdict = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: string };

const PAGE = 2000;

/** Recomputes the whole chain in order and names the first entry that does not follow from the one before. */
export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const page = await db.staffAuditEntry.findMany({ where: { seq: { gte: expectedSeq } }, orderBy: { seq: "asc" }, take: PAGE });
    for (const entry of page) {
      const broken = (reason: string): ChainVerdict => ({ ok: false, entries: checked, brokenAt: entry.seq, reason });
      if (entry.seq !== expectedSeq)
        return { ok: false, entries: checked, brokenAt: expectedSeq, reason: `entry ${expectedSeq} is missing` };
      if (entry.prevHash !== prevHash) return broken("its previous-hash does not match the entry before it");
      if (entryHash(entry) !== entry.hash) return broken("its contents do not match its hash (the row was altered)");
      prevHash = entry.hash;
      expectedSeq++;
      checked++;
    }
    if (page.length < PAGE) return { ok: true, entries: checked };
  }
}
