/** Case-, diacritic- and punctuation-insensitive form of a name or code, words in their original order. */
export function normaliseText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}
