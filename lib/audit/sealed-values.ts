import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";

/** A value that may name an applicant: the audit entry holds only its sealed reference, the side table the value. */
export class PersonalValue {
  constructor(readonly value: string) {}
}

/** Marks a detail as personal (free text a reviewer typed, an applicant's address); empty text stays as it is. */
export const personal = (value: string): PersonalValue | string => (value ? new PersonalValue(value) : value);

export const SEALED_KEY = "$sealed";
/** What readers show where the side row was erased. */
export const ERASED_VALUE = "(erased)";

export type SealedRow = { ref: string; salt: string; value: string };

export function sealedRef(salt: string, value: string): string {
  return createHash("sha256")
    .update(Buffer.concat([Buffer.from(salt, "hex"), Buffer.from(value, "utf8")]))
    .digest("hex");
}

/** The details with every personal value replaced by `{"$sealed": ref}`, and the side rows that keep the values. */
export function sealDetails(details: Record<string, unknown>): { sealed: Record<string, unknown>; rows: SealedRow[] } {
  const rows: SealedRow[] = [];
  const walk = (value: unknown): unknown => {
    if (value instanceof PersonalValue) {
      const salt = randomBytes(32).toString("hex");
      const ref = sealedRef(salt, value.value);
      rows.push({ ref, salt, value: value.value });
      return { [SEALED_KEY]: ref };
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object" && !(value instanceof Date))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return { sealed: walk(details) as Record<string, unknown>, rows };
}

const isSealed = (value: unknown): value is { [SEALED_KEY]: string } =>
  !!value && typeof value === "object" && typeof (value as Record<string, unknown>)[SEALED_KEY] === "string";

/** The sealed references a stored details text holds (entries of the old format hold none). */
export function sealedRefs(details: string): string[] {
  if (!details.includes(SEALED_KEY)) return [];
  const refs: string[] = [];
  const walk = (value: unknown) => {
    if (isSealed(value)) refs.push(value[SEALED_KEY]);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(details));
  return refs;
}

/** Details as readers show them: each sealed reference replaced by its value as the policy shows it, or ERASED_VALUE when its row is gone. */
export async function withPersonalValues<T extends { details: string }>(
  db: Db | Tx,
  entries: T[],
  policy: PersonalDataPolicy,
): Promise<T[]> {
  const refs = entries.flatMap((entry) => sealedRefs(entry.details));
  if (!refs.length) return entries;
  const rows = await db.auditPersonalValue.findMany({ where: { ref: { in: refs } }, select: { ref: true, value: true } });
  const values = new Map(rows.map((row) => [row.ref, policy.auditPersonalValue(row.value)]));
  const resolve = (value: unknown): unknown => {
    if (isSealed(value)) return values.get(value[SEALED_KEY]) ?? ERASED_VALUE;
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  return entries.map((entry) =>
    entry.details.includes(SEALED_KEY) ? { ...entry, details: JSON.stringify(resolve(JSON.parse(entry.details))) } : entry,
  );
}
