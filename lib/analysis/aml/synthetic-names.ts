import { type Random, seededRandom } from "../document/mrz-corpus/seeded-random";
import type { TSanctionsEntry } from "./sanctions-entry";

const ONSETS = ["b", "c", "d", "f", "g", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "ch", "gr", "qu", "st", "tr", "lh", "nh"];
const VOWELS = ["a", "e", "i", "o", "u", "ã", "é", "ó", "ia", "ei", "ou"];
const CODAS = ["", "", "", "s", "r", "l", "n", "z"];

const syllable = (random: Random) => random.pick(ONSETS) + random.pick(VOWELS) + random.pick(CODAS);
const word = (random: Random) => {
  const text = Array.from({ length: random.integer(2, 4) }, () => syllable(random)).join("");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const birthDate = (random: Random) =>
  `${random.integer(1940, 2005)}-${String(random.integer(1, 12)).padStart(2, "0")}-${String(random.integer(1, 28)).padStart(2, "0")}`;

/** A typo a clerk or a transliteration makes: a letter dropped, doubled or swapped with the next. */
function respell(random: Random, name: string): string {
  const at = random.integer(1, name.length - 2);
  const choice = random.integer(0, 2);
  if (choice === 0) return name.slice(0, at) + name.slice(at + 1);
  if (choice === 1) return name.slice(0, at) + name.charAt(at) + name.slice(at);
  return name.slice(0, at) + name.charAt(at + 1) + name.charAt(at) + name.slice(at + 2);
}

// Spellings a transliteration changes, each tried in turn on one word of the name.
const TRANSLITERATIONS: [RegExp, string][] = [
  [/^C/, "K"],
  [/qu/, "k"],
  [/lh/, "li"],
  [/nh/, "ni"],
  [/ch/, "sh"],
  [/z/, "s"],
  [/v/, "w"],
  [/ou/, "u"],
];

const withoutAccents = (name: string) => name.normalize("NFD").replace(/\p{Diacritic}/gu, "");

/** The ways a listed name differs from the applicant it names; the last two are near misses that may not be hits. */
const VARIANTS = ["transliterated", "swapped", "missing-middle", "accents", "typo", "other-surname", "other-birth-date"] as const;
export type PlantedVariant = (typeof VARIANTS)[number];

function variantOf(random: Random, kind: PlantedVariant, name: string, others: readonly string[]): string {
  const words = name.split(" ");
  switch (kind) {
    case "transliterated": {
      const at = random.integer(0, words.length - 1);
      const rule = TRANSLITERATIONS.find(([pattern]) => pattern.test(words[at] as string));
      if (rule) words[at] = (words[at] as string).replace(rule[0], rule[1]);
      return withoutAccents(words.join(" "));
    }
    case "swapped":
      return [...words.slice(1), words[0]].join(" ");
    case "missing-middle":
      return words.length > 2 ? [words[0], ...words.slice(2)].join(" ") : words.join(" ");
    case "accents":
      return withoutAccents(name).toUpperCase();
    case "typo":
      return respell(random, name);
    default:
      return [...words.slice(0, -1), random.pick(others)].join(" ");
  }
}

export type SyntheticPerson = { name: string; birthday: string };

/**
 * A seeded population of applicants (given names and surnames from vocabularies of realistic size, names of 2–4
 * words) and a sanctions list of other generated names, a share of which are respelled applicants: a workload for
 * measuring screening many names, with hits to find.
 */
export function syntheticScreening({
  people,
  entries,
  seed = 20,
  planted = 0,
}: {
  people: number;
  entries: number;
  seed?: number;
  planted?: number;
}) {
  const random = seededRandom(seed);
  const givenNames = Array.from({ length: 400 }, () => word(random));
  const surnames = Array.from({ length: 6000 }, () => word(random));
  const population: SyntheticPerson[] = Array.from({ length: people }, () => {
    const given = Array.from({ length: random.integer(1, 2) }, () => random.pick(givenNames));
    const family = Array.from({ length: random.integer(1, 2) }, () => random.pick(surnames));
    return { name: [...given, ...family].join(" "), birthday: birthDate(random) };
  });
  const list: TSanctionsEntry[] = Array.from({ length: entries }, (_, i) => {
    const isApplicant = random.chance(0.02);
    const source = isApplicant ? random.pick(population) : undefined;
    const name = source ? respell(random, source.name) : Array.from({ length: random.integer(2, 4) }, () => word(random)).join(" ");
    return {
      id: `synthetic-${i}`,
      schema: "Person",
      name,
      aliases: random.chance(0.3) ? [Array.from({ length: random.integer(2, 3) }, () => word(random)).join(" ")] : [],
      birth_date: source?.birthday ?? (random.chance(0.7) ? birthDate(random) : ""),
      countries: [],
      sanctions: "",
      dataset: "synthetic",
    };
  });
  // The first `planted` applicants are each named by one entry, in every kind of variant in turn, spread over the list.
  const plants = Math.min(planted, people, entries);
  for (let i = 0; i < plants; i++) {
    const source = population[i] as SyntheticPerson;
    const kind = VARIANTS[i % VARIANTS.length] as PlantedVariant;
    const at = Math.floor((i * entries) / plants);
    const entry = list[at] as TSanctionsEntry;
    entry.name = variantOf(random, kind, source.name, surnames);
    entry.birth_date = kind === "other-birth-date" ? birthDate(random) : source.birthday;
  }
  return { population, list };
}
