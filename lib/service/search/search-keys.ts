import { phoneRecipient } from "@/lib/steps/common/fields";
import { asObject } from "@/lib/steps/common/record-json";
import { factsOf } from "@/lib/steps/record-facts";
import { ID_PREFIX_LENGTH, nameKeys, normalizeDocumentNumber, normalizeEmail, normalizeReference, phoneDigits } from "./normalize";

export type SearchKind = "name" | "email" | "phone" | "document" | "reference" | "id8" | "shown-name";
export type SearchKey = { kind: SearchKind; value: string };

function phoneKeys(phone: { country: string; number: string }): SearchKey[] {
  const national = phoneDigits(phone.number);
  const international = phoneDigits(phoneRecipient(phone));
  return [...new Set([national, international])].filter((d) => d.length >= 4).map((value) => ({ kind: "phone" as const, value }));
}

function namedKeys(name: string | undefined): SearchKey[] {
  if (!name) return [];
  return [...nameKeys(name).map((value) => ({ kind: "name" as const, value })), { kind: "shown-name", value: name.trim().slice(0, 200) }];
}

/** A step record as stored or as a draft about to be: its action names the family that reads it. */
type StoredRecord = { action: string; payload: unknown; provider?: unknown };

/** The search keys one step record carries, as its family reads it (the form's name, a phone, the document's number and name). */
export function recordSearchKeys(record: StoredRecord): SearchKey[] {
  const facts = factsOf({ action: record.action, payload: asObject(record.payload), provider: asObject(record.provider) });
  const keys: SearchKey[] = [
    ...namedKeys(facts.name),
    ...(facts.email ? [{ kind: "email" as const, value: normalizeEmail(facts.email) }] : []),
    ...(facts.phones ?? []).flatMap(phoneKeys),
    ...(facts.document?.number ? [{ kind: "document" as const, value: normalizeDocumentNumber(facts.document.number) }] : []),
    ...nameKeys(facts.document?.name ?? "").map((value) => ({ kind: "name" as const, value })),
  ];
  return uniqueKeys(keys.filter((k) => k.value));
}

/** The keys a process has from its creation: its id's prefix and its reference. */
export function processSearchKeys(process: { id: string; reference: string | null }): SearchKey[] {
  const reference = process.reference ? normalizeReference(process.reference) : "";
  return [
    { kind: "id8", value: process.id.slice(0, ID_PREFIX_LENGTH).toLowerCase() },
    ...(reference ? [{ kind: "reference" as const, value: reference }] : []),
  ];
}

export function uniqueKeys<T extends SearchKey>(keys: T[]): T[] {
  const seen = new Map(keys.map((k) => [`${k.kind}\u0000${k.value}`, k]));
  return [...seen.values()];
}
