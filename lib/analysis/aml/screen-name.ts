import { z } from "zod";
import { nameTokens, tokenSimilarity } from "./name-similarity";
import type { TSanctionsEntry } from "./sanctions-entry";

/** Thresholds measured on the demo list: listed names respelled without accents and reordered score ≥ 0.95; unrelated names ≤ 0.75. */
export const ZScreeningSettings = z.object({
  /** A hit at or above this score fails the screening. */
  matchThreshold: z.number().min(0).max(1).default(0.88),
  /** Hits at or above this score are reported (for the reviewer) without failing. */
  reportThreshold: z.number().min(0).max(1).default(0.8),
  /** When both a query birth date and a listed one are known and differ, the hit's score is multiplied by this. */
  birthDateMismatchFactor: z.number().min(0).max(1).default(0.85),
  maxHits: z.number().int().positive().default(10),
});
export type TScreeningSettings = z.input<typeof ZScreeningSettings>;

export type ScreeningHit = {
  id: string;
  name: string;
  matchedName: string;
  score: number;
  schema: string;
  birthDate: string;
  countries: string[];
  sanctions: string;
};

export type ScreeningResult = { passed: boolean; threshold: number; hits: ScreeningHit[]; searchTerm: string; listSize: number };

export type ScreenNameInput = { searchTerm: string; birthDate?: string; list: TSanctionsEntry[]; settings?: TScreeningSettings };

/** The lowest similarity that can be reported: scores are rounded to 4 decimals before the comparison. */
export const reportFloor = (reportThreshold: number) => reportThreshold - 0.00005;

/** A list entry with every spelling (name and aliases) split into words once. */
export type PreparedEntry = { entry: TSanctionsEntry; spellings: { name: string; words: string[] }[] };

export function prepareEntry(entry: TSanctionsEntry): PreparedEntry {
  return { entry, spellings: [entry.name, ...entry.aliases].map((name) => ({ name, words: nameTokens(name) })) };
}

/** Screens a name (and optionally a birth date) against a sanctions list with normalised, order-free fuzzy matching. */
export function screenName({ searchTerm, birthDate, list, settings }: ScreenNameInput): ScreeningResult {
  return screenPrepared(list.map(prepareEntry), { searchTerm, birthDate, settings }, list.length);
}

/** `screenName` over the entries given (all of a list, or the only ones that can reach the report threshold), in list order. */
export function screenPrepared(
  entries: PreparedEntry[],
  { searchTerm, birthDate, settings }: Omit<ScreenNameInput, "list">,
  listSize: number,
): ScreeningResult {
  const config = ZScreeningSettings.parse(settings ?? {});
  const floor = reportFloor(config.reportThreshold);
  const query = nameTokens(searchTerm);
  const hits: ScreeningHit[] = [];
  for (const { entry, spellings } of entries) {
    let best = 0;
    let matchedName = entry.name;
    for (const candidate of spellings) {
      const score = tokenSimilarity(query, candidate.words, floor);
      if (score > best) {
        best = score;
        matchedName = candidate.name;
      }
    }
    const isBirthMismatch = Boolean(
      birthDate && entry.birth_date && !entry.birth_date.startsWith(birthDate.slice(0, entry.birth_date.length)),
    );
    const score = Number((isBirthMismatch ? best * config.birthDateMismatchFactor : best).toFixed(4));
    if (score >= config.reportThreshold) {
      hits.push({
        id: entry.id,
        name: entry.name,
        matchedName,
        score,
        schema: entry.schema,
        birthDate: entry.birth_date,
        countries: entry.countries,
        sanctions: entry.sanctions,
      });
    }
  }
  hits.sort((a, b) => b.score - a.score);
  const top = hits.slice(0, config.maxHits);
  return {
    passed: !top.some((hit) => hit.score >= config.matchThreshold),
    threshold: config.matchThreshold,
    hits: top,
    searchTerm,
    listSize,
  };
}
