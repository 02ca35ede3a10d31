import { type Random, seededRandom } from "../document/mrz-corpus/seeded-random";

const LETTERS = "ABEINORS";
const DIGITS = "0123456789";

function randomWord(random: Random, alphabet: string): string {
  return Array.from({ length: random.integer(1, 12) }, () => alphabet.charAt(random.integer(0, alphabet.length - 1))).join("");
}

/** One edit a name may suffer in the screening's bounds: a letter dropped, doubled, swapped, replaced, a word lost or added. */
function edit(random: Random, name: string): string {
  const words = name.split(" ");
  const at = random.integer(0, words.length - 1);
  const word = words[at] as string;
  const i = random.integer(0, word.length - 1);
  const letter = LETTERS.charAt(random.integer(0, LETTERS.length - 1));
  switch (random.integer(0, 5)) {
    case 0:
      words[at] = word.slice(0, i) + word.slice(i + 1);
      break;
    case 1:
      words[at] = word.slice(0, i) + word.charAt(i) + word.slice(i);
      break;
    case 2:
      words[at] = word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
      break;
    case 3:
      words[at] = word.slice(0, i) + letter + word.slice(i + 1);
      break;
    case 4:
      if (words.length > 1) words.splice(at, 1);
      break;
    default:
      words.splice(at, 0, randomWord(random, LETTERS));
  }
  return words.join(" ");
}

/**
 * Names for testing the screening's bounds where they are tight: the given names with one to three edits each (scores
 * around the threshold), and names of 1–5 words drawn from few letters and digits (letters repeated beyond two, words
 * of one to three characters, identical words, digits).
 */
export function edgeNames(names: readonly string[], { count, seed }: { count: number; seed: number }): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    if (i % 4 === 3) {
      const alphabet = random.chance(0.2) ? LETTERS + DIGITS : LETTERS;
      return Array.from({ length: random.integer(1, 5) }, () => randomWord(random, alphabet)).join(" ");
    }
    let name = random.pick(names);
    for (let edits = random.integer(1, 3); edits > 0; edits--) name = edit(random, name);
    return name;
  });
}
