import { jaroWinklerBound } from "./jaro-winkler-bound";
import { bitCount, LETTER_WORDS, letterBits, repeatsBeyondTwo } from "./word-letters";

const LENGTH = 0;
const PREFIX = 1;
const LETTERS = 2;
const REPEATS = LETTERS + LETTER_WORDS;

/**
 * A word as `jaroWinklerAtMost` reads it, in this many numbers side by side in a Uint32Array (a name's words in one
 * run, read without a pointer per word): its length, its first four characters (a byte each), its letters as bits
 * (`letterBits`) and its letters beyond the second of each (`repeatsBeyondTwo`).
 */
export const SKETCH_SIZE = REPEATS + 1;

export function writeSketch(word: string, sketches: Uint32Array, at: number): void {
  sketches[at + LENGTH] = word.length;
  let prefix = 0;
  // Past the word's end, charCodeAt gives NaN, a 0 byte here. A character beyond a byte shares its byte with others:
  // the common prefix can only be over-counted, which keeps the bound a bound.
  for (let i = 0; i < 4; i++) prefix = (prefix << 8) | (word.charCodeAt(i) & 0xff);
  sketches[at + PREFIX] = prefix;
  letterBits(word, sketches, at + LETTERS);
  sketches[at + REPEATS] = repeatsBeyondTwo(word);
}

export const sketchedLength = (sketches: Uint32Array, at: number) => sketches[at + LENGTH] as number;

/**
 * At least the Jaro-Winkler similarity of the two sketched words: their common letters (per letter at most two from
 * the bits, plus the fewer repeats beyond two) bound Jaro's matches, and the first characters the common prefix.
 */
export function jaroWinklerAtMost(a: Uint32Array, at: number, b: Uint32Array, bt: number): number {
  const length = a[at + LENGTH] as number;
  const otherLength = b[bt + LENGTH] as number;
  let shared = Math.min(a[at + REPEATS] as number, b[bt + REPEATS] as number);
  for (let i = LETTERS; i < REPEATS; i++) shared += bitCount((a[at + i] as number) & (b[bt + i] as number));
  const differing = (a[at + PREFIX] as number) ^ (b[bt + PREFIX] as number);
  const prefix = Math.min(differing === 0 ? 4 : Math.clz32(differing) >>> 3, length, otherLength);
  return jaroWinklerBound(length, otherLength, shared, prefix);
}
