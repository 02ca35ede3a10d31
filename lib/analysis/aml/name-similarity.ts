import { normaliseText } from "../text/normalise-text";
import { jaroWinkler } from "./jaro-winkler";

/** A name's words as the screening compares them: normalised, in order. */
export const nameTokens = (name: string) => normaliseText(name).split(" ").filter(Boolean);

/**
 * Similarity of two names split into words (`nameTokens`), 0..1, independent of case, diacritics, punctuation and word order: each word of the
 * shorter name is paired with its best Jaro-Winkler match in the other, and the mean is weighted by word length.
 * A missing middle name costs little; a different surname costs a lot.
 */
export function tokenSimilarity(a: string[], b: string[]): number {
  const [shorter, longer] = [a, b].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (shorter.length === 0) return 0;
  const remaining = [...longer];
  let weighted = 0;
  let weights = 0;
  for (const word of [...shorter].sort((x, y) => y.length - x.length)) {
    let bestIndex = -1;
    let best = 0;
    remaining.forEach((candidate, index) => {
      const score = jaroWinkler(word, candidate);
      if (score > best) {
        best = score;
        bestIndex = index;
      }
    });
    if (bestIndex >= 0) remaining.splice(bestIndex, 1);
    weighted += best * word.length;
    weights += word.length;
  }
  const coverage = shorter.length / longer.length;
  // Matching only one word of a three-word name is weaker evidence than matching all of them.
  return (weighted / weights) * (0.85 + 0.15 * coverage);
}
