// Letters that Unicode does not decompose into a base letter plus a diacritic.
const TRANSLITERATIONS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ø: "o",
  Ø: "O",
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ı: "i",
  þ: "th",
  Þ: "TH",
  ð: "d",
  Ð: "D",
};

/** Case-, diacritic- and punctuation-insensitive form of a name or code, words in their original order. */
export function normaliseText(value: string): string {
  return value
    .replace(/[łŁđĐøØßæÆœŒıþÞðÐ]/g, (letter) => TRANSLITERATIONS[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}
