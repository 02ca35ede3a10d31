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
