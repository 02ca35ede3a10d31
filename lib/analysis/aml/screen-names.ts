import { nameTokens } from "./name-similarity";
import { type ListedWords, listedWords, nearWords } from "./near-words";
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
import { mayReach, type SketchedSpellings, sketchName, sketchSpellings } from "./similarity-bound";

/**
 * A list prepared for screening many names: each entry's spellings split once (and sketched for the similarity
 * bound), and each distinct word with the entries that use it. Screening a name then scores only the entries sharing
 * a word close enough to one of its words to reach the report threshold and whose letters can reach it, with the
 * same results as `screenName` over the whole list.
 */
export type SanctionsIndex = {
  entries: PreparedEntry[];
  spellings: SketchedSpellings;
  listed: ListedWords;
  postings: Int32Array[];
  /** Per threshold and query word, `entriesNear` (kept across names: names repeat words). */
  entriesNear: Map<string, Int32Array>;
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
  return {
    entries,
    spellings: sketchSpellings(entries),
    listed: listedWords(words),
    postings: postings.map((p) => Int32Array.from(p)),
    entriesNear: new Map(),
  };
}

/** The entries with a word whose Jaro-Winkler with `word` may reach `floor`, in list order. */
function entriesNear(index: SanctionsIndex, word: string, floor: number): Int32Array {
  const key = `${floor}|${word}`;
  let entries = index.entriesNear.get(key);
  if (!entries) {
    const near = Array.from(nearWords(index.listed, word, floor), (id) => index.postings[id] as Int32Array);
    entries = Int32Array.from(new Set(near.flatMap((posting) => Array.from(posting)))).sort();
    index.entriesNear.set(key, entries);
  }
  return entries;
}

/**
 * `screenName` through the index. A name's score never exceeds the best Jaro-Winkler of one of its words with one of
 * the entry's (a weighted mean, times factors ≤ 1), so an entry with no word that close cannot be reported; nor can
 * one whose spellings' similarity bounds (`mayReach`) are all below the report threshold.
 */
export function screenNameIndexed(index: SanctionsIndex, input: Omit<ScreenNameInput, "list">): ScreeningResult {
  const floor = reportFloor(ZScreeningSettings.parse(input.settings ?? {}).reportThreshold);
  const words = nameTokens(input.searchTerm);
  const near = words.map((word) => entriesNear(index, word, floor));
  // In list order (screenPrepared's order decides ties); an entry near several of the words then comes in a run, kept once.
  const candidates = new Int32Array(near.reduce((sum, entries) => sum + entries.length, 0));
  let at = 0;
  for (const entries of near) {
    candidates.set(entries, at);
    at += entries.length;
  }
  candidates.sort();
  const query = sketchName(words);
  const entries: PreparedEntry[] = [];
  candidates.forEach((entry, i) => {
    if (entry !== candidates[i - 1] && mayReach(index.spellings, entry, query, floor)) entries.push(index.entries[entry] as PreparedEntry);
  });
  return screenPrepared(entries, input, index.entries.length);
}
