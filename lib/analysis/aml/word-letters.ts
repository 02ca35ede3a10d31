/** Letter slots for counting a normalised word's characters: A–Z, 0–9, and one slot shared by anything else. */
export const SLOTS = 37;

export function slotOf(code: number): number {
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 48 && code <= 57) return code - 22;
  return 36;
}

/**
 * Writes how often each slot occurs in the word into `counts` from `offset` (saturating at 255: words that long are not bounded by counts). Characters sharing the
 * last slot are counted together, which can only over-count the letters two words share: still an upper bound.
 */
export function letterCounts(word: string, counts: Uint8Array, offset: number): void {
  for (let i = 0; i < word.length; i++) {
    const at = offset + slotOf(word.charCodeAt(i));
    if ((counts[at] as number) < 255) counts[at] = (counts[at] as number) + 1;
  }
}
