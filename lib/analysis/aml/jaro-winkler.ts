// Scratch flags reused by every call: screening a million names compares billions of word pairs.
let matchedA = new Uint8Array(64);
let matchedB = new Uint8Array(64);

/** Jaro-Winkler similarity of two strings, 0..1, with the standard 0.1 prefix scale over at most 4 characters. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  if (a.length === 0 || b.length === 0) return 0;
  if (a.length > matchedA.length) matchedA = new Uint8Array(a.length * 2);
  if (b.length > matchedB.length) matchedB = new Uint8Array(b.length * 2);
  matchedA.fill(0, 0, a.length);
  matchedB.fill(0, 0, b.length);
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const code = a.charCodeAt(i);
    const end = Math.min(b.length, i + window + 1);
    for (let j = Math.max(0, i - window); j < end; j++) {
      if (matchedB[j] === 1 || code !== b.charCodeAt(j)) continue;
      matchedA[i] = 1;
      matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}
