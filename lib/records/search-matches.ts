import type { Db } from "@/lib/db/client";
import { countKeys, processesHoldingKey, processesOfKeys } from "@/lib/db/search-key-sql";
import { matchesIdPrefix, type SearchLookup, searchLookups } from "./search-lookups";

/**
 * A search reads at most this many processes per look-up: "912345678" held by 68 is counted exactly, a common
 * surname's first letters at a million processes are "at least 1,000" (reading every match would cost as much as
 * the match count, the thing a reviewer then narrows anyway).
 */
export const SEARCH_READ_CAP = 1000;

/** Keys read per value before giving up on distinct processes: a name prefix can match a process's word and its whole name. */
const KEYS_PER_PROCESS = 4;

type Ids = { ids: string[]; isAtLeast: boolean };

/**
 * Processes with a key of `kind` equal to (or beginning with) `value`, at most `cap` of them, along the (kind, value)
 * index; "at least" when more processes match, or when the keys read ran out before the processes did.
 */
async function idsOfValue(db: Db, kind: string, value: string, isPrefix: boolean, cap: number): Promise<Ids> {
  const keys = isPrefix ? (cap + 1) * KEYS_PER_PROCESS : cap + 1;
  const found = await processesOfKeys(db, { kind, value, isPrefix, keys, take: cap + 1 });
  const isAtLeast = found.length > cap || (isPrefix && (await countKeys(db, kind, value, isPrefix, keys)) === keys);
  return { ids: found.slice(0, cap), isAtLeast };
}

/**
 * Processes with every value of one look-up. The smallest complete set (one under the cap) is the candidates, so the
 * intersection is exact whenever any word is rare enough; the other words are checked against those candidates.
 */
async function idsOfLookup(db: Db, { kind, values, isPrefix = false, phrase }: SearchLookup, cap: number): Promise<Ids> {
  if (phrase) {
    // Whole names beginning with the typed words hold every word: when more than the cap do, that one range read is
    // the answer ("at least"), and a common full name costs no read of each of its common words.
    const begun = await idsOfValue(db, kind, phrase, true, cap);
    if (begun.isAtLeast) return begun;
  }
  const sets = await Promise.all(values.map((value) => idsOfValue(db, kind, value, isPrefix, cap)));
  const complete = sets.filter((set) => !set.isAtLeast).sort((a, b) => a.ids.length - b.ids.length);
  const base = complete[0] ?? sets[0] ?? { ids: [], isAtLeast: false };
  let ids = base.ids;
  for (const [i, value] of values.entries()) {
    const set = sets[i];
    if (!set || set === base || !ids.length) continue;
    if (!set.isAtLeast) {
      const within = new Set(set.ids);
      ids = ids.filter((id) => within.has(id));
      continue;
    }
    const within = await processesHoldingKey(db, ids, kind, value, isPrefix);
    ids = ids.filter((id) => within.has(id));
  }
  return { ids, isAtLeast: base.isAtLeast };
}

/**
 * The processes a reviewer's text finds, each with what matched it (an exact id first, then the look-ups in the
 * order `searchLookups` gives them), and whether a look-up had more matches than a search reads (`cap`).
 */
export async function searchMatches(
  db: Db,
  text: string,
  cap = SEARCH_READ_CAP,
): Promise<{ matchedBy: Map<string, string>; isAtLeast: boolean }> {
  const [found, exact] = await Promise.all([
    Promise.all(
      searchLookups(text).map(async (lookup) => {
        const { ids, isAtLeast } = await idsOfLookup(db, lookup, cap);
        const kept = lookup.kind === "id8" ? ids.filter((id) => matchesIdPrefix(id, text)) : ids;
        return { kind: lookup.kind, ids: kept, isAtLeast };
      }),
    ),
    db.process.findUnique({ where: { id: text.trim() }, select: { id: true } }),
  ]);
  const matchedBy = new Map<string, string>(exact ? [[exact.id, "id"]] : []);
  for (const { kind, ids } of found) for (const id of ids) if (!matchedBy.has(id)) matchedBy.set(id, kind);
  return { matchedBy, isAtLeast: found.some((f) => f.isAtLeast) };
}
