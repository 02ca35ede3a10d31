import { phoneRecipient, type TPhone } from "@/lib/steps/common/fields";
import { ID_PREFIX_LENGTH, nameKeys, normalizeDocumentNumber, normalizeEmail, normalizeReference, phoneDigits } from "./normalize";

export type SearchKind = "name" | "email" | "phone" | "document" | "reference" | "id8" | "shown-name";
export type SearchKey = { kind: SearchKind; value: string };

/** The fields of a step record that carry what reviewers search by (the form's, the OTP's, the document's). */
type RecordLike = { payload: unknown; provider?: unknown };

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

function phoneKeys(value: unknown): SearchKey[] {
  const phone = asObject(value);
  if (typeof phone.number !== "string" || typeof phone.country !== "string") return [];
  const national = phoneDigits(phone.number);
  const international = phoneDigits(phoneRecipient(phone as TPhone));
  return [...new Set([national, international])].filter((d) => d.length >= 4).map((value) => ({ kind: "phone" as const, value }));
}

function namedKeys(name: string | null): SearchKey[] {
  if (!name) return [];
  return [...nameKeys(name).map((value) => ({ kind: "name" as const, value })), { kind: "shown-name", value: name.trim().slice(0, 200) }];
}

/** The search keys one step record carries, whatever its action: a field that is absent gives none. */
export function recordSearchKeys(record: RecordLike): SearchKey[] {
  const payload = asObject(record.payload);
  const fields = asObject(asObject(asObject(record.provider).result).fields);
  const email = asString(payload.email);
  const documentNumber = asString(fields.doc_number);
  const documentName = [asString(fields.name), asString(fields.surname)].filter(Boolean).join(" ");
  const keys: SearchKey[] = [
    ...namedKeys(asString(payload.name)),
    ...(email ? [{ kind: "email" as const, value: normalizeEmail(email) }] : []),
    ...phoneKeys(payload.phone),
    ...phoneKeys(payload.phoneNumber),
    ...(documentNumber ? [{ kind: "document" as const, value: normalizeDocumentNumber(documentNumber) }] : []),
    ...nameKeys(documentName).map((value) => ({ kind: "name" as const, value })),
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
