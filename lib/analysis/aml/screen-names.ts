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

/**
 * A list prepared for screening many names: each entry's spellings split once, and each distinct word with the
 * entries that use it. Screening a name then scores only the entries sharing a word close enough to one of its
 * words to reach the report threshold, with the same results as `screenName` over the whole list.
 */
export type SanctionsIndex = {
  entries: PreparedEntry[];
  words: { word: string; letters: string }[];
  /** Per listed word: its letters as a bit set, its length and its first letter, for a cheap first bound. */
  masks: Uint32Array;
  lengths: Uint16Array;
  firsts: Uint32Array;
  postings: number[][];
  /** Per threshold and query word, the listed words that may reach it (kept across names: names repeat words). */
  near: Map<string, number[]>;
};

const sortedLetters = (word: string) => [...word].sort().join("");

/** The word's letters as a 32-bit set (letters beyond a–z share the last bits: an over-count, so still an upper bound). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    mask |= 1 << (code >= 0 && code < 26 ? code : 26 + (Math.abs(code) % 6));
  }
  return mask >>> 0;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function indexSanctionsList(list: TSanctionsEntry[]): SanctionsIndex {
  const entries = list.map(prepareEntry);
  const ids = new Map<string, number>();
  const words: SanctionsIndex["words"] = [];
  const postings: number[][] = [];
  entries.forEach(({ spellings }, index) => {
    for (const word of spellings.flatMap((s) => s.words)) {
      let id = ids.get(word);
      if (id === undefined) {
        id = words.push({ word, letters: sortedLetters(word) }) - 1;
        ids.set(word, id);
        postings.push([]);
      }
      const entriesOfWord = postings[id] as number[];
      if (entriesOfWord.at(-1) !== index) entriesOfWord.push(index);
    }
  });
  return {
    entries,
    words,
    masks: Uint32Array.from(words, ({ word }) => letterMask(word)),
    lengths: Uint16Array.from(words, ({ word }) => word.length),
    firsts: Uint32Array.from(words, ({ word }) => word.charCodeAt(0)),
    postings,
    near: new Map(),
  };
}

/** How many letters two words share, counted with repetition (both sorted): a bound on Jaro's matching characters. */
function sharedLetters(a: string, b: string): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if ((a[i] as string) < (b[j] as string)) i++;
    else j++;
  }
  return shared;
}

/** Whether Jaro-Winkler of the two words can reach `floor`: Jaro ≤ (m/|a| + m/|b| + 1)/3 with m ≤ shared letters, plus the prefix bonus. */
function mayReach(query: { word: string; letters: string }, listed: { word: string; letters: string }, floor: number): boolean {
  const shared = sharedLetters(query.letters, listed.letters);
  const jaroBound = (shared / query.word.length + shared / listed.word.length + 1) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, query.word.length, listed.word.length) && query.word[prefix] === listed.word[prefix]) prefix++;
  return jaroBound + prefix * 0.1 * (1 - jaroBound) >= floor;
}

/** The same bound from letter sets alone: shared letters ≤ common distinct letters + the fewer repeated ones. */
function mayReachBySets(
  index: SanctionsIndex,
  id: number,
  query: { mask: number; length: number; repeats: number; first: number },
  floor: number,
): boolean {
  const length = index.lengths[id] as number;
  const mask = index.masks[id] as number;
  const shared = Math.min(bitCount(query.mask & mask) + Math.min(query.repeats, length - bitCount(mask)), query.length, length);
  const jaroBound = (shared / query.length + shared / length + 1) / 3;
  const prefixBound = index.firsts[id] === query.first ? 4 : 0;
  return jaroBound + prefixBound * 0.1 * (1 - jaroBound) >= floor;
}

function nearWords(index: SanctionsIndex, word: string, floor: number): number[] {
  const key = `${floor}|${word}`;
  let near = index.near.get(key);
  if (!near) {
    const query = { word, letters: sortedLetters(word) };
    const mask = letterMask(word);
    const sets = { mask, length: word.length, repeats: word.length - bitCount(mask), first: word.charCodeAt(0) };
    near = [];
    for (let id = 0; id < index.words.length; id++) {
      if (!mayReachBySets(index, id, sets, floor)) continue;
      const listed = index.words[id] as SanctionsIndex["words"][number];
      if (mayReach(query, listed, floor) && jaroWinkler(word, listed.word) >= floor) near.push(id);
    }
    index.near.set(key, near);
  }
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
