import {
  ID_PREFIX_LENGTH,
  normalizeDocumentNumber,
  normalizeEmail,
  normalizeName,
  normalizeReference,
  phoneDigits,
} from "@/lib/service/search/normalize";
import type { SearchKind } from "@/lib/service/search/search-keys";

/** One indexed look-up: processes with every one of `values` under `kind` (several: the words of a name). */
export type SearchLookup = { kind: SearchKind; values: string[] };

/**
 * What a reviewer typed, as the look-ups that might find it: an id prefix (8+ characters, any case), a reference
 * (any case), an e-mail, a phone number, a document number, a name (every word, accents and case aside).
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
    const words = name.split(" ").filter((word) => word.length >= 2);
    lookups.push({ kind: "name", values: [name] });
    if (words.length > 1) lookups.push({ kind: "name", values: words });
  }
  return lookups;
}

/** An id prefix found by its first 8 characters must also match the rest of what was typed. */
export function matchesIdPrefix(id: string, text: string): boolean {
  return id.startsWith(text.trim().toLowerCase());
}
