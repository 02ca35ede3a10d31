/** Letter slots of a normalised word's characters: A–Z, 0–9, and one slot shared by anything else. */
const SLOTS = 37;
/** Words of bits per word: two bits per slot (the slot occurs at least once, at least twice), 32 to a word. */
export const LETTER_WORDS = 3;

function slotOf(code: number): number {
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 48 && code <= 57) return code - 22;
  return 36;
}

function slotCounts(word: string): Int32Array {
  const counts = new Int32Array(SLOTS);
  for (let i = 0; i < word.length; i++) {
    const slot = slotOf(word.charCodeAt(i));
    counts[slot] = (counts[slot] as number) + 1;
  }
  return counts;
}

/**
 * Writes the word's letters into `bits` from `offset` as two bits per slot: once, twice. The common bits of two words
 * count their shared letters up to two of each (characters sharing the last slot can only over-count).
 */
export function letterBits(word: string, bits: Uint32Array, offset: number): void {
  const counts = slotCounts(word);
  for (let slot = 0; slot < SLOTS; slot++) {
    const count = counts[slot] as number;
    const bit = 2 * slot;
    const at = offset + (bit >>> 5);
    if (count >= 1) bits[at] = ((bits[at] as number) | (1 << (bit & 31))) >>> 0;
    if (count >= 2) bits[at] = ((bits[at] as number) | (1 << ((bit + 1) & 31))) >>> 0;
  }
}

/** The word's letters beyond the second of each: added to the common bits, a bound on the letters it shares. */
export function repeatsBeyondTwo(word: string): number {
  return slotCounts(word).reduce((sum, count) => sum + Math.max(0, count - 2), 0);
}

export function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
