/** $queryRaw answers differ by database (SQLite: 0/1 and JSON text; PostgreSQL: booleans and parsed JSON): read both. */
export function asBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 1n || value === "1" || value === "true";
}

export function asJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export function asNumber(value: unknown): number {
  return typeof value === "bigint" ? Number(value) : Number(value ?? 0);
}

/**
 * A time read as text (`CAST(… AS TEXT)`) as ISO 8601 in UTC: SQLite keeps Prisma's "2026-11-28T18:21:22.062+00:00",
 * PostgreSQL's timestamp (UTC, without zone) reads "2026-11-28 18:21:22.062".
 */
export function asIsoTimestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // SQLite's usual form, read without a Date (a record page reads hundreds): "…T18:21:22.062+00:00" → "…T18:21:22.062Z".
  if (text.length === 29 && text.charAt(10) === "T" && text.endsWith("+00:00")) return `${text.slice(0, 23)}Z`;
  const hasZone = /(?:Z|[+-]\d\d:?\d\d)$/.test(text);
  return new Date(hasZone ? text : `${text.replace(" ", "T")}Z`).toISOString();
}
