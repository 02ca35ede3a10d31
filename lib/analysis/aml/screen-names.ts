import { jaroWinkler } from "./jaro-winkler";
import { nameTokens } from "./name-similarity";
import type { TSanctionsEntry } from "./sanctions-entry";
import {
  type PreparedEntry,
  prepareEntry,
  type ScreeningResult,
  type ScreenNameInput,
  screenPrepared,
  ZScreeningSettings,
} from "./screen-name";
import { letterCounts, SLOTS, slotOf } from "./word-letters";

/**
 * A list prepared for screening many names: each entry's spellings split once, and each distinct word with the
 * entries that use it. Screening a name then scores only the entries sharing a word close enough to one of its
 * words to reach the report threshold, with the same results as `screenName` over the whole list.
 */
export type SanctionsIndex = {
  entries: PreparedEntry[];
  words: string[];
  /** Listed word ids grouped by word length: `byLength[n]` holds the words of n characters. */
  byLength: Int32Array[];
  /** Per listed word, how many times each letter slot occurs (`SLOTS` counts per word), to bound shared letters. */
  counts: Uint8Array;
  postings: Int32Array[];
  /** Per threshold and query word, the listed words that may reach it (kept across names: names repeat words). */
  near: Map<string, number[]>;
};

export function indexSanctionsList(list: TSanctionsEntry[]): SanctionsIndex {
  const entries = list.map(prepareEntry);
  const ids = new Map<string, number>();
  const words: string[] = [];
  const postings: number[][] = [];
  entries.forEach(({ spellings }, index) => {
    for (const spelling of spellings)
      for (const word of spelling.words) {
        let id = ids.get(word);
        if (id === undefined) {
          id = words.push(word) - 1;
          ids.set(word, id);
          postings.push([]);
        }
        const entriesOfWord = postings[id] as number[];
        if (entriesOfWord.at(-1) !== index) entriesOfWord.push(index);
      }
  });
  const counts = new Uint8Array(words.length * SLOTS);
  const lengthGroups: number[][] = [];
  words.forEach((word, id) => {
    letterCounts(word, counts, id * SLOTS);
    while (lengthGroups.length <= word.length) lengthGroups.push([]);
    lengthGroups[word.length]?.push(id);
  });
  return {
    entries,
    words,
    byLength: lengthGroups.map((group) => Int32Array.from(group)),
    counts,
    postings: postings.map((p) => Int32Array.from(p)),
    near: new Map(),
  };
}

/** Jaro-Winkler's upper bound for words of these lengths sharing at most `shared` letters and a prefix of `prefix`. */
function jaroWinklerBound(length: number, otherLength: number, shared: number, prefix: number): number {
  const jaro = (shared / length + shared / otherLength + 1) / 3;
  return jaro + Math.min(4, prefix) * 0.1 * (1 - jaro);
}

// The bounds are exact arithmetic of the same terms; the margin only absorbs rounding in their order.
const MARGIN = 1e-9;

/**
 * The listed words whose Jaro-Winkler with `word` reaches `floor`. Jaro counts matching characters, which are shared
 * letters, so a length whose best case cannot reach the floor is skipped whole, and a word is scored only if its
 * shared letter count (and prefix) can reach it.
 */
function nearWords(index: SanctionsIndex, word: string, floor: number): number[] {
  const key = `${floor}|${word}`;
  const cached = index.near.get(key);
  if (cached) return cached;
  const query = new Uint8Array(SLOTS);
  letterCounts(word, query, 0);
  const slots = Array.from(query.keys()).filter((slot) => (query[slot] as number) > 0);
  const first = slotOf(word.charCodeAt(0));
  const near: number[] = [];
  const { counts, byLength, words } = index;
  for (let length = 1; length < byLength.length; length++) {
    const group = byLength[length] as Int32Array;
    const most = Math.min(length, word.length);
    if (group.length === 0 || jaroWinklerBound(word.length, length, most, most) < floor - MARGIN) continue;
    // Letter counts saturate at 255: beyond that the bound is not read, the words are scored.
    const isCounted = length < 255 && word.length < 255;
    for (let g = 0; g < group.length; g++) {
      const id = group[g] as number;
      const at = id * SLOTS;
      let shared = 0;
      for (let s = 0; s < slots.length; s++) {
        const slot = slots[s] as number;
        shared += Math.min(query[slot] as number, counts[at + slot] as number);
      }
      const listed = words[id] as string;
      // A prefix needs the same first letter; 4 is its most.
      const prefixBound = slotOf(listed.charCodeAt(0)) === first ? 4 : 0;
      if (isCounted && jaroWinklerBound(word.length, length, shared, prefixBound) < floor - MARGIN) continue;
      if (jaroWinkler(word, listed) >= floor) near.push(id);
    }
  }
  index.near.set(key, near);
  return near;
}

/**
 * `screenName` through the index. A name's score never exceeds the best Jaro-Winkler of one of its words with one of
 * the entry's (a weighted mean, times factors ≤ 1), so an entry with no word that close cannot be reported.
 */
export function screenNameIndexed(index: SanctionsIndex, input: Omit<ScreenNameInput, "list">): ScreeningResult {
  const { reportThreshold } = ZScreeningSettings.parse(input.settings ?? {});
  // Scores are rounded to 4 decimals before the comparison: stay below what rounds up to the threshold.
  const floor = reportThreshold - 0.00005;
  const candidates = new Set<number>();
  for (const word of new Set(nameTokens(input.searchTerm)))
    for (const id of nearWords(index, word, floor)) for (const entry of index.postings[id] ?? []) candidates.add(entry);
  const entries = [...candidates].sort((a, b) => a - b).map((i) => index.entries[i] as PreparedEntry);
  return screenPrepared(entries, input, index.entries.length);
}
