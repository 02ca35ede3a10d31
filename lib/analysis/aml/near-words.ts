import { jaroWinkler } from "./jaro-winkler";
import { commonPrefix, jaroWinklerBound } from "./jaro-winkler-bound";
import { BOUND_MARGIN } from "./name-similarity";
import { bitCount, LETTER_WORDS, letterBits, repeatsBeyondTwo } from "./word-letters";

/**
 * A list's distinct words, grouped by length and within a length by first character, with their letters
 * (`letterBits`) and first characters side by side: a scan reads memory in order, and skips whole the words whose
 * first character differs where a word of that length without a common prefix cannot reach the floor.
 */
export type ListedWords = { words: string[]; byLength: WordsOfLength[] };
type WordsOfLength = { ids: Int32Array; letters: Uint32Array; firsts: Uint16Array };

export function listedWords(words: string[]): ListedWords {
  const idsByLength: number[][] = [];
  words.forEach((word, id) => {
    while (idsByLength.length <= word.length) idsByLength.push([]);
    idsByLength[word.length]?.push(id);
  });
  const byLength = idsByLength.map((unsorted) => {
    const ids = Int32Array.from(unsorted).sort((a, b) => (words[a] as string).charCodeAt(0) - (words[b] as string).charCodeAt(0));
    const letters = new Uint32Array(ids.length * LETTER_WORDS);
    ids.forEach((id, at) => {
      letterBits(words[id] as string, letters, at * LETTER_WORDS);
    });
    return { ids, letters, firsts: Uint16Array.from(ids, (id) => (words[id] as string).charCodeAt(0)) };
  });
  return { words, byLength };
}

/**
 * The listed words whose Jaro-Winkler with `word` reaches `floor`. Jaro counts matching characters, which are shared
 * letters, so a length whose best case cannot reach the floor is skipped whole, and a word is scored only if its
 * shared letter count and common prefix can reach it.
 */
export function nearWords(listed: ListedWords, word: string, floor: number): Int32Array {
  const query = { word, letters: new Uint32Array(LETTER_WORDS), repeats: repeatsBeyondTwo(word), near: [] as number[] };
  letterBits(word, query.letters, 0);
  const first = word.charCodeAt(0);
  for (let length = 1; length < listed.byLength.length; length++) {
    const group = listed.byLength[length] as WordsOfLength;
    const needs = sharedNeeded(word.length, length, floor);
    const most = Math.min(length, word.length);
    if (group.ids.length === 0 || (needs[4] as number) > most) continue;
    const start = firstAt(group.firsts, first);
    const end = firstAt(group.firsts, first + 1);
    scan(listed.words, group, start, end, needs, query, floor);
    if ((needs[0] as number) > most) continue;
    scan(listed.words, group, 0, start, needs, query, floor);
    scan(listed.words, group, end, group.ids.length, needs, query, floor);
  }
  return Int32Array.from(query.near);
}

type Query = { word: string; letters: Uint32Array; repeats: number; near: number[] };

/** Adds to the query's near words those of the group from `start` to `end` that reach the floor. */
function scan(words: string[], group: WordsOfLength, start: number, end: number, needs: Int32Array, query: Query, floor: number) {
  const [q0, q1, q2] = query.letters as unknown as [number, number, number];
  const { letters, firsts } = group;
  const first = query.word.charCodeAt(0);
  for (let g = start; g < end; g++) {
    const at = g * LETTER_WORDS;
    const shared =
      bitCount(q0 & (letters[at] as number)) +
      bitCount(q1 & (letters[at + 1] as number)) +
      bitCount(q2 & (letters[at + 2] as number)) +
      query.repeats;
    // The first characters (a typed array) bound the prefix before the word itself is read.
    if (shared < (needs[firsts[g] === first ? 4 : 0] as number)) continue;
    const id = group.ids[g] as number;
    const listed = words[id] as string;
    if (shared < (needs[commonPrefix(query.word, listed)] as number)) continue;
    if (jaroWinkler(query.word, listed) >= floor) query.near.push(id);
  }
}

/** Where the words starting with `first` start in first characters sorted ascending (past them all: their end). */
function firstAt(firsts: Uint16Array, first: number): number {
  let low = 0;
  let high = firsts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((firsts[middle] as number) < first) low = middle + 1;
    else high = middle;
  }
  return low;
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
    while (shared <= most && jaroWinklerBound(length, otherLength, shared, Math.min(prefix, most)) < floor - BOUND_MARGIN) shared++;
    needs[prefix] = shared;
  }
  return needs;
}
