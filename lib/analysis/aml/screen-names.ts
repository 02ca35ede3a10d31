import { jaroWinkler } from "./jaro-winkler";
import { nameTokens } from "./name-similarity";
import type { TSanctionsEntry } from "./sanctions-entry";
import {
  type PreparedEntry,
  prepareEntry,
  reportFloor,
  type ScreeningResult,
  type ScreenNameInput,
  screenPrepared,
  ZScreeningSettings,
} from "./screen-name";
import { bitCount, LETTER_WORDS, letterBits, repeatsBeyondTwo } from "./word-letters";

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
  /** Per listed word, its letters as bits (`letterBits`, `LETTER_WORDS` per word), to bound the letters two words share. */
  letters: Uint32Array;
  /** Per listed word, its first character's code. */
  firsts: Uint16Array;
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
  const letters = new Uint32Array(words.length * LETTER_WORDS);
  const lengthGroups: number[][] = [];
  words.forEach((word, id) => {
    letterBits(word, letters, id * LETTER_WORDS);
    while (lengthGroups.length <= word.length) lengthGroups.push([]);
    lengthGroups[word.length]?.push(id);
  });
  return {
    entries,
    words,
    byLength: lengthGroups.map((group) => Int32Array.from(group)),
    letters,
    firsts: Uint16Array.from(words, (word) => word.charCodeAt(0)),
    postings: postings.map((p) => Int32Array.from(p)),
    near: new Map(),
  };
}

/** Jaro-Winkler's upper bound for words of these lengths sharing at most `shared` letters and a prefix of `prefix`. */
function jaroWinklerBound(length: number, otherLength: number, shared: number, prefix: number): number {
  const jaro = (shared / length + shared / otherLength + 1) / 3;
  return jaro + Math.min(4, prefix) * 0.1 * (1 - jaro);
}

function commonPrefix(a: string, b: string): number {
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return prefix;
}

// The bounds are exact arithmetic of the same terms; the margin only absorbs rounding in their order.
const MARGIN = 1e-9;

/**
 * The listed words whose Jaro-Winkler with `word` reaches `floor`. Jaro counts matching characters, which are shared
 * letters, so a length whose best case cannot reach the floor is skipped whole, and a word is scored only if its
 * shared letter count and common prefix can reach it.
 */
function nearWords(index: SanctionsIndex, word: string, floor: number): number[] {
  const key = `${floor}|${word}`;
  const cached = index.near.get(key);
  if (cached) return cached;
  const query = new Uint32Array(LETTER_WORDS);
  letterBits(word, query, 0);
  const [q0, q1, q2] = query as unknown as [number, number, number];
  const repeats = repeatsBeyondTwo(word);
  const first = word.charCodeAt(0);
  const near: number[] = [];
  const { letters, byLength, words, firsts } = index;
  for (let length = 1; length < byLength.length; length++) {
    const group = byLength[length] as Int32Array;
    const needs = sharedNeeded(word.length, length, floor);
    if (group.length === 0 || (needs[4] as number) > Math.min(length, word.length)) continue;
    for (let g = 0; g < group.length; g++) {
      const id = group[g] as number;
      const at = id * LETTER_WORDS;
      const shared =
        bitCount(q0 & (letters[at] as number)) +
        bitCount(q1 & (letters[at + 1] as number)) +
        bitCount(q2 & (letters[at + 2] as number)) +
        repeats;
      // The first letters (a typed array) bound the prefix before the word itself is read.
      if (shared < (needs[firsts[id] === first ? 4 : 0] as number)) continue;
      const listed = words[id] as string;
      if (shared < (needs[commonPrefix(word, listed)] as number)) continue;
      if (jaroWinkler(word, listed) >= floor) near.push(id);
    }
  }
  index.near.set(key, near);
  return near;
}

/**
 * For words of these lengths, per common prefix 0–4, the fewest shared letters with which Jaro-Winkler can reach the
 * floor (more than the shorter length: never).
 */
function sharedNeeded(length: number, otherLength: number, floor: number): Int32Array {
  const needs = new Int32Array(5);
  const most = Math.min(length, otherLength);
  for (let prefix = 0; prefix <= 4; prefix++) {
    let shared = 0;
    while (shared <= most && jaroWinklerBound(length, otherLength, shared, Math.min(prefix, most)) < floor - MARGIN) shared++;
    needs[prefix] = shared;
  }
  return needs;
}

/**
 * `screenName` through the index. A name's score never exceeds the best Jaro-Winkler of one of its words with one of
 * the entry's (a weighted mean, times factors ≤ 1), so an entry with no word that close cannot be reported.
 */
export function screenNameIndexed(index: SanctionsIndex, input: Omit<ScreenNameInput, "list">): ScreeningResult {
  const floor = reportFloor(ZScreeningSettings.parse(input.settings ?? {}).reportThreshold);
  const candidates = new Set<number>();
  for (const word of new Set(nameTokens(input.searchTerm)))
    for (const id of nearWords(index, word, floor)) for (const entry of index.postings[id] ?? []) candidates.add(entry);
  const entries = [...candidates].sort((a, b) => a - b).map((i) => index.entries[i] as PreparedEntry);
  return screenPrepared(entries, input, index.entries.length);
}
