import type { Db } from "@/lib/db/client";
import {
  countKeys,
  KEYS_PER_PROCESS,
  type KeyMatch,
  newestByWalk,
  newestInRange,
  processesHoldingKey,
  processesOfKeys,
} from "@/lib/db/search-key-sql";
import { matchesIdPrefix, type SearchLookup, searchLookups } from "./search-lookups";

/**
 * A search reads at most this many processes per look-up: "912345678" held by 68 is counted exactly, a common
 * surname's first letters at a million processes are "at least 1,000" (reading every match would cost as much as
 * the match count, the thing a reviewer then narrows anyway).
 */
export const SEARCH_READ_CAP = 1000;

/**
 * How the newest of a look-up with more matches than the cap are found: a range of fewer than `denseKeys` keys is
 * sorted; a denser one is found by walking the newest processes (at most `walk`) and probing each. At a million
 * processes either reads at most a few tens of thousands of index entries (docs/benchmarks.md).
 */
export const NEWEST_READS = { denseKeys: 10_000, walk: 50_000 };

/** `single`: the one value that answered a look-up (its only value, or its phrase), whose newest the index can give. */
type Found = { matches: KeyMatch[]; isAtLeast: boolean; single?: { value: string; isPrefix: boolean } };

/**
 * Processes with a key of `kind` equal to (or beginning with) `value`, at most `cap` of them, along the (kind, value)
 * index; "at least" when more processes match, or when the keys read ran out before the processes did.
 */
async function matchesOfValue(db: Db, kind: string, value: string, isPrefix: boolean, cap: number): Promise<Found> {
  const keys = isPrefix ? (cap + 1) * KEYS_PER_PROCESS : cap + 1;
  const found = await processesOfKeys(db, { kind, value, isPrefix, keys, take: cap + 1 });
  const isAtLeast = found.length > cap || (isPrefix && (await countKeys(db, kind, value, isPrefix, keys)) === keys);
  return { matches: found.slice(0, cap), isAtLeast };
}

/**
 * Processes with every value of one look-up. The smallest complete set (one under the cap) is the candidates, so the
 * intersection is exact whenever any word is rare enough; the other words are checked against those candidates.
 */
async function matchesOfLookup(db: Db, { kind, values, isPrefix = false, phrase }: SearchLookup, cap: number): Promise<Found> {
  // Whole names beginning with the typed words hold every word: when more than the cap do, that one range read is
  // the answer ("at least"), and a common full name costs no read of each of its common words.
  const begun = phrase ? await matchesOfValue(db, kind, phrase, true, cap) : undefined;
  if (phrase && begun?.isAtLeast) return { ...begun, single: { value: phrase, isPrefix: true } };
  const sets = await Promise.all(values.map((value) => matchesOfValue(db, kind, value, isPrefix, cap)));
  const complete = sets.filter((set) => !set.isAtLeast).sort((a, b) => a.matches.length - b.matches.length);
  const base = complete[0] ?? sets[0] ?? { matches: [], isAtLeast: false };
  let matches = base.matches;
  for (const [i, value] of values.entries()) {
    const set = sets[i];
    if (!set || set === base || !matches.length) continue;
    const ids = (set.isAtLeast ? matches : set.matches).map((m) => m.id);
    const within = set.isAtLeast ? await processesHoldingKey(db, ids, kind, value, isPrefix) : new Set(ids);
    matches = matches.filter((m) => within.has(m.id));
  }
  // Words each too common to read whole are intersected from samples: the whole names they begin are all kept.
  if (base.isAtLeast && begun) matches = [...new Map([...begun.matches, ...matches].map((m) => [m.id, m])).values()];
  const [value, ...others] = values;
  return { matches, isAtLeast: base.isAtLeast, ...(value !== undefined && !others.length ? { single: { value, isPrefix } } : {}) };
}

/**
 * The newest `take` processes of a look-up of one value with more matches than the cap (those it read are any of
 * them, in index order): an exact value's keys are in creation order in the index; a range is sorted, or walked when
 * dense.
 */
async function newestOfValue(db: Db, { kind, value, isPrefix }: { kind: string; value: string; isPrefix: boolean }, take: number) {
  const { denseKeys, walk } = NEWEST_READS;
  const sorted = () => newestInRange(db, { kind, value, isPrefix, take });
  if (!isPrefix || (await countKeys(db, kind, value, true, denseKeys)) < denseKeys) return sorted();
  const walked = await newestByWalk(db, { kind, value, isPrefix, take, walk });
  // Fewer than `take` among the newest `walk` processes: only when a page far down is asked for.
  return walked.length === take ? walked : sorted();
}

export type Matched = { kind: string; createdAt: number };

/**
 * The processes a reviewer's text finds, each with what matched it (an exact id first, then the look-ups in the
 * order `searchLookups` gives them) and its creation; how many that is, or at least (`isAtLeast`: a look-up had more
 * matches than a search reads, `cap`). Past the cap, those found include the `newest` newest of all a look-up's
 * matches, so a page of them, newest first, is exact; but for several common words, ordered among those read.
 */
export async function searchMatches(
  db: Db,
  text: string,
  { cap = SEARCH_READ_CAP, newest = 0 }: { cap?: number; newest?: number } = {},
): Promise<{ matchedBy: Map<string, Matched>; count: number; isAtLeast: boolean }> {
  const ofText = (kind: string, matches: KeyMatch[]) => (kind === "id8" ? matches.filter((m) => matchesIdPrefix(m.id, text)) : matches);
  const [found, exact] = await Promise.all([
    Promise.all(
      searchLookups(text).map(async (lookup) => {
        const read = await matchesOfLookup(db, lookup, cap);
        // Several words, each common, only as read: the processes holding all of them may be rare among a million, and
        // finding the newest of those would cost a probe for every process walked.
        const newer =
          read.isAtLeast && newest > 0 && read.single ? await newestOfValue(db, { kind: lookup.kind, ...read.single }, newest) : [];
        return {
          kind: lookup.kind,
          counted: ofText(lookup.kind, read.matches),
          newer: ofText(lookup.kind, newer),
          isAtLeast: read.isAtLeast,
        };
      }),
    ),
    db.process.findUnique({ where: { id: text.trim() }, select: { id: true, createdAt: true } }),
  ]);
  const matchedBy = new Map<string, Matched>(exact ? [[exact.id, { kind: "id", createdAt: exact.createdAt.getTime() }]] : []);
  const add = (kind: string, matches: KeyMatch[]) => {
    for (const { id, createdAt } of matches) if (!matchedBy.has(id)) matchedBy.set(id, { kind, createdAt });
  };
  for (const { kind, counted } of found) add(kind, counted);
  // What the look-ups read is the count ("at least" that many when one had more); the newest of them all only order.
  const count = matchedBy.size;
  for (const { kind, newer } of found) add(kind, newer);
  return { matchedBy, count, isAtLeast: found.some((f) => f.isAtLeast) };
}

/** The ids found, newest first (ties by id, descending), as the process list orders them. */
export function newestFirst(matchedBy: Map<string, Matched>): string[] {
  return [...matchedBy].sort(([a, x], [b, y]) => y.createdAt - x.createdAt || (a < b ? 1 : a > b ? -1 : 0)).map(([id]) => id);
}
