import {
  ID_PREFIX_LENGTH,
  normalizeDocumentNumber,
  normalizeEmail,
  normalizeName,
  normalizeReference,
  phoneDigits,
} from "@/lib/service/search/normalize";
import type { SearchKind } from "@/lib/service/search/search-keys";

/**
 * One indexed look-up: processes with every one of `values` under `kind` (several: the words of a name); with
 * `isPrefix`, a key that begins with the value matches ("sou" finds "sousa"). `phrase`, for a name of several words:
 * the words as typed, which a whole name beginning with them holds every one of.
 */
export type SearchLookup = { kind: SearchKind; values: string[]; isPrefix?: boolean; phrase?: string };

/** Name words shorter than this are not looked up by prefix: one letter would match most names. */
export const MIN_NAME_PREFIX = 2;

/**
 * What a reviewer typed, as the look-ups that might find it: an id prefix (8+ characters, any case), a reference
 * (any case), an e-mail, a phone number, a document number, a name (every word as the beginning of a word of the
 * name, accents and case aside).
 */
export function searchLookups(text: string): SearchLookup[] {
  const typed = text.trim();
  const lookups: SearchLookup[] = [{ kind: "reference", values: [normalizeReference(typed)] }];
  if (/^[0-9a-f-]{8,36}$/i.test(typed)) lookups.push({ kind: "id8", values: [typed.slice(0, ID_PREFIX_LENGTH).toLowerCase()] });
  if (typed.includes("@")) lookups.push({ kind: "email", values: [normalizeEmail(typed)] });
  if (/^\+?[0-9 ().-]+$/.test(typed) && phoneDigits(typed).length >= 4) lookups.push({ kind: "phone", values: [phoneDigits(typed)] });
  const documentNumber = normalizeDocumentNumber(typed);
  if (/^[A-Za-z0-9 <-]+$/.test(typed) && documentNumber.length >= 5) lookups.push({ kind: "document", values: [documentNumber] });
  const name = normalizeName(typed);
  if (name && !typed.includes("@")) {
    const words = [...new Set(name.split(" ").filter((word) => word.length >= MIN_NAME_PREFIX))];
    if (!words.length) lookups.push({ kind: "name", values: [name] });
    else lookups.push({ kind: "name", values: words, isPrefix: true, ...(words.length > 1 ? { phrase: name } : {}) });
  }
  return lookups;
}

/** Whether the text may be the start of a process id too short to look up (4 to 7 hex characters; "cafe" too, harmlessly). */
export function isShortIdPrefix(text: string): boolean {
  return /^[0-9a-f-]{4,7}$/i.test(text.trim());
}

/** An id prefix found by its first 8 characters must also match the rest of what was typed. */
export function matchesIdPrefix(id: string, text: string): boolean {
  return id.startsWith(text.trim().toLowerCase());
}
