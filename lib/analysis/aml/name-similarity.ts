import { normaliseText } from "../text/normalise-text";
import { jaroWinkler } from "./jaro-winkler";

/** A name's words as the screening compares them: normalised, in order. */
export const nameTokens = (name: string) => normaliseText(name).split(" ").filter(Boolean);

/**
 * Similarity of two names split into words (`nameTokens`), 0..1, independent of case, diacritics, punctuation and word order: each word of the
 * shorter name is paired with its best Jaro-Winkler match in the other, and the mean is weighted by word length.
 * A missing middle name costs little; a different surname costs a lot.
 *
 * With a `floor`, a name that cannot reach it is given up early: the result is then some number below the floor.
 */
export function tokenSimilarity(a: string[], b: string[], floor = 0): number {
  // As a stable sort by length would order them: the first is the shorter one on a tie.
  const shorter = b.length < a.length ? b : a;
  const longer = shorter === b ? a : b;
  if (shorter.length === 0) return 0;
  const order = longestFirst(shorter);
  if (longer.length > taken.length) taken = new Uint8Array(longer.length * 2);
  taken.fill(0, 0, longer.length);
  const coverage = coverageFactor(shorter.length, longer.length);
  let total = 0;
  for (const word of shorter) total += word.length;
  // What the words not yet paired can add at most (a perfect match each), longest first: the bound falls fastest.
  let unpaired = total;
  let weighted = 0;
  let weights = 0;
  for (let rank = 0; rank < shorter.length; rank++) {
    const word = shorter[order[rank] as number] as string;
    let bestIndex = -1;
    let best = 0;
    for (let index = 0; index < longer.length; index++) {
      if (taken[index] === 1) continue;
      const score = jaroWinkler(word, longer[index] as string);
      if (score > best) {
        best = score;
        bestIndex = index;
      }
    }
    if (bestIndex >= 0) taken[bestIndex] = 1;
    weighted += best * word.length;
    weights += word.length;
    unpaired -= word.length;
    const atMost = ((weighted + unpaired) / total) * coverage;
    if (atMost < floor - BOUND_MARGIN) return atMost;
  }
  return (weighted / weights) * coverage;
}

/** Matching only one word of a three-word name is weaker evidence than matching all of them. */
export function coverageFactor(shorterCount: number, longerCount: number): number {
  return 0.85 + 0.15 * (shorterCount / longerCount);
}

/**
 * Every bound of a similarity sums the same terms as the score in another order: this absorbs the rounding, so a bound
 * never gives up a name at the floor.
 */
export const BOUND_MARGIN = 1e-9;

// Scratch arrays reused by every call (no allocation per comparison): which words of the longer name are paired, and
// the shorter name's word indices longest first.
let taken = new Uint8Array(16);
let ranks = new Int32Array(16);

/** Indices of the words, longest first, ties in their order (as a stable sort by descending length). */
function longestFirst(words: string[]): Int32Array {
  if (words.length > ranks.length) ranks = new Int32Array(words.length * 2);
  for (let i = 0; i < words.length; i++) {
    const length = (words[i] as string).length;
    let at = i;
    while (at > 0 && (words[ranks[at - 1] as number] as string).length < length) {
      ranks[at] = ranks[at - 1] as number;
      at--;
    }
    ranks[at] = i;
  }
  return ranks;
}
