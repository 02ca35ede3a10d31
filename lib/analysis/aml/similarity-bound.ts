import { BOUND_MARGIN, coverageFactor } from "./name-similarity";
import type { PreparedEntry } from "./screen-name";
import { jaroWinklerAtMost, SKETCH_SIZE, sketchedLength, writeSketch } from "./word-sketch";

/**
 * A name's words as sketches (`writeSketch`), one after the other, longest first: the bound of a name whose words are
 * taken in that order falls fastest.
 */
export function sketchName(words: string[]): Uint32Array {
  const sketches = new Uint32Array(words.length * SKETCH_SIZE);
  words
    .toSorted((a, b) => b.length - a.length)
    .forEach((word, i) => {
      writeSketch(word, sketches, i * SKETCH_SIZE);
    });
  return sketches;
}

/**
 * Every spelling of every entry sketched in one array: from `entryAt[entry]` to `entryAt[entry + 1]`, each spelling as
 * its word count and then its words' sketches.
 */
export type SketchedSpellings = { sketches: Uint32Array; entryAt: Int32Array };

export function sketchSpellings(entries: PreparedEntry[]): SketchedSpellings {
  const entryAt = new Int32Array(entries.length + 1);
  entries.forEach(({ spellings }, entry) => {
    const size = spellings.reduce((sum, { words }) => sum + 1 + words.length * SKETCH_SIZE, 0);
    entryAt[entry + 1] = (entryAt[entry] as number) + size;
  });
  const sketches = new Uint32Array(entryAt[entries.length] as number);
  entries.forEach(({ spellings }, entry) => {
    let at = entryAt[entry] as number;
    for (const { words } of spellings) {
      sketches[at] = words.length;
      sketches.set(sketchName(words), at + 1);
      at += 1 + words.length * SKETCH_SIZE;
    }
  });
  return { sketches, entryAt };
}

/** Whether a spelling of the entry may reach `floor` against the sketched query (`tokenSimilarityBound`). */
export function mayReach({ sketches, entryAt }: SketchedSpellings, entry: number, query: Uint32Array, floor: number): boolean {
  const end = entryAt[entry + 1] as number;
  for (let at = entryAt[entry] as number; at < end; ) {
    const count = sketches[at] as number;
    if (tokenSimilarityBound(query, sketches, at + 1, count, floor) >= floor - BOUND_MARGIN) return true;
    at += 1 + count * SKETCH_SIZE;
  }
  return false;
}

/**
 * At least `tokenSimilarity(query, spelling)`, from the sketches of the query's words and of the spelling's `count`
 * words (from `at` in `sketches`). `tokenSimilarity` pairs each word of the shorter name with a distinct word of the
 * other, so each word scores at most its best Jaro-Winkler with any word of the other, and that at most
 * `jaroWinklerAtMost`; those are then weighted by length and by coverage as `tokenSimilarity` weights the scores.
 *
 * A spelling that cannot reach `floor` is given up early (the words not yet bounded counted as perfect matches): the
 * result is then some number below the floor.
 */
export function tokenSimilarityBound(query: Uint32Array, sketches: Uint32Array, at: number, count: number, floor: number): number {
  const queryCount = query.length / SKETCH_SIZE;
  // As tokenSimilarity(query, spelling) picks the shorter name: the query on a tie.
  const isSpellingShorter = count < queryCount;
  const shorter = isSpellingShorter ? sketches : query;
  const shorterStart = isSpellingShorter ? at : 0;
  const shorterEnd = shorterStart + (isSpellingShorter ? count : queryCount) * SKETCH_SIZE;
  const longer = isSpellingShorter ? query : sketches;
  const longerStart = isSpellingShorter ? 0 : at;
  const longerEnd = longerStart + (isSpellingShorter ? queryCount : count) * SKETCH_SIZE;
  if (shorterEnd === shorterStart) return 0;
  const coverage = coverageFactor((shorterEnd - shorterStart) / SKETCH_SIZE, (longerEnd - longerStart) / SKETCH_SIZE);
  let total = 0;
  for (let s = shorterStart; s < shorterEnd; s += SKETCH_SIZE) total += sketchedLength(shorter, s);
  let unbounded = total;
  let weighted = 0;
  for (let s = shorterStart; s < shorterEnd; s += SKETCH_SIZE) {
    let best = 0;
    for (let l = longerStart; l < longerEnd; l += SKETCH_SIZE) best = Math.max(best, jaroWinklerAtMost(shorter, s, longer, l));
    const length = sketchedLength(shorter, s);
    weighted += best * length;
    unbounded -= length;
    const atMost = ((weighted + unbounded) / total) * coverage;
    if (atMost < floor - BOUND_MARGIN) return atMost;
  }
  return (weighted / total) * coverage;
}
