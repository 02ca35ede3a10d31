/** Lower case, accents removed, anything but letters and digits a single space: "  Ana-Maria  Sá " → "ana maria sa". */
export function normalizeName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The whole name and each word of two letters or more: a reviewer may know only a surname. */
export function nameKeys(name: string): string[] {
  const whole = normalizeName(name);
  if (!whole) return [];
  return [...new Set([whole, ...whole.split(" ").filter((word) => word.length >= 2)])];
}

export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** Document numbers are printed in upper case; fillers, spaces and dashes are not part of them. */
export function normalizeDocumentNumber(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export function normalizeReference(text: string): string {
  return text.trim().toLowerCase();
}

/** Process ids are lower-case UUIDs; a prefix of this many characters is looked up by its own key. */
export const ID_PREFIX_LENGTH = 8;
