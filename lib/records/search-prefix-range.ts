const ORDERED = "0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * The first string past every word that begins with `prefix` (a normalised name: lower-case letters, digits, spaces):
 * "sou" → "sov", "soz" → "sp". Digits sort before letters both byte-wise (SQLite) and in PostgreSQL's usual
 * collations, so the same bound serves both. Null when the last characters are outside a-z0-9 (then only the lower
 * bound narrows the index range and the prefix itself is checked).
 */
export function prefixUpperBound(prefix: string): string | null {
  for (let end = prefix.length - 1; end >= 0; end--) {
    const at = ORDERED.indexOf(prefix.charAt(end));
    if (at < 0) return null;
    if (at < ORDERED.length - 1) return prefix.slice(0, end) + ORDERED.charAt(at + 1);
  }
  return null;
}

/** A Prisma string filter for the values that begin with `prefix`, written as a range so it walks an index on either database. */
export function prefixFilter(prefix: string) {
  const upper = prefixUpperBound(prefix);
  return { gte: prefix, ...(upper ? { lt: upper } : {}), startsWith: prefix };
}
