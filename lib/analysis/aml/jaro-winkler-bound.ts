/**
 * Jaro-Winkler's upper bound for words of these lengths sharing at most `shared` letters and a prefix of `prefix`:
 * Jaro's matches are shared letters (at most the shorter length), and no transposition is the best case.
 */
export function jaroWinklerBound(length: number, otherLength: number, shared: number, prefix: number): number {
  const matches = Math.min(shared, length, otherLength);
  const jaro = (matches / length + matches / otherLength + 1) / 3;
  return jaro + Math.min(4, prefix) * 0.1 * (1 - jaro);
}

/** The common prefix Jaro-Winkler counts: at most 4 characters. */
export function commonPrefix(a: string, b: string): number {
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return prefix;
}
