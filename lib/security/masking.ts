/**
 * How a value is masked, by its shape. Which fields are masked, and how, is the personal-data table's to say
 * (lib/records/personal-data-fields.ts): these only do it.
 */
const MASK = "•";
const SIGNIFICANT = /[\p{L}\p{N}•]/u;
const WORD = /[\p{L}\p{N}•]+/gu;
const IDENTIFIER_TAIL = 3;
const IDENTIFIER_MIN_SHOWN = 6;

/** A date keeps its shape and length; only its first character shows (`1987-04-12` → `1•••-••-••`). */
export function maskDate(value: string): string {
  return value.replace(/[\p{L}\p{N}]/gu, (char, offset: number) => (offset === 0 || char === "T" || char === "Z" ? char : MASK));
}

/** An identifier shows its last three characters, enough to tell two apart; a short one is hidden whole. */
export function maskIdentifier(value: string): string {
  const chars = [...value];
  const significant = chars.filter((c) => SIGNIFICANT.test(c)).length;
  let toHide = significant >= IDENTIFIER_MIN_SHOWN ? significant - IDENTIFIER_TAIL : significant;
  return chars
    .map((char) => {
      if (toHide === 0 || !SIGNIFICANT.test(char)) return char;
      toHide--;
      return MASK;
    })
    .join("");
}

/** Free text, word by word: a word of three or more characters keeps its initial, a shorter one is hidden. */
export function maskText(text: string): string {
  return text.replace(WORD, (word) => {
    const chars = [...word];
    return chars.length >= 3 ? `${chars[0]}${MASK.repeat(chars.length - 1)}` : MASK.repeat(chars.length);
  });
}

/** Every letter and digit hidden, the rest kept (`36` → `••`, `1.65` → `•.••`). */
export function maskEveryCharacter(value: string): string {
  return value.replace(/[\p{L}\p{N}]/gu, MASK);
}

/** A value hidden whole, its length too. */
export const HIDDEN = MASK.repeat(3);
