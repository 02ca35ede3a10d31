import type { Tx } from "@/lib/db/client";
import { searchLookups } from "@/lib/records/search-lookups";
import { searchKeysOf } from "@/lib/service/search/index-process-search-keys";

/**
 * Whether the search would find the applicant by this text: every value of one of its look-ups is among their keys
 * (or, for a name's words, begins one of them).
 */
function findsApplicant(text: string, keys: Set<string>): boolean {
  const has = (kind: string, value: string, isPrefix: boolean) =>
    isPrefix ? [...keys].some((key) => key.startsWith(`${kind}\u0000${value}`)) : keys.has(`${kind}\u0000${value}`);
  return searchLookups(text).some(({ kind, values, isPrefix = false }) => values.every((value) => has(kind, value, isPrefix)));
}

/**
 * Deletes the personal values of the staff audit entries about the process, and the search texts of exports (tied
 * to no process) that find its applicant; the entries keep their sealed references and still verify.
 */
export async function eraseAuditPersonalValues(tx: Tx, processId: string): Promise<number> {
  const keys = new Set((await searchKeysOf(tx, processId)).map((key) => `${key.kind}\u0000${key.value}`));
  const searches = await tx.auditPersonalValue.findMany({ where: { processId: null }, select: { ref: true, value: true } });
  const finding = searches.filter((search) => findsApplicant(search.value, keys)).map((search) => search.ref);
  const { count } = await tx.auditPersonalValue.deleteMany({ where: { OR: [{ processId }, { ref: { in: finding } }] } });
  return count;
}
