import { describe, expect, it } from "vitest";
import { edgeNames } from "./edge-names";
import { nameTokens, tokenSimilarity } from "./name-similarity";
import { sketchName, tokenSimilarityBound } from "./similarity-bound";
import { syntheticScreening } from "./synthetic-names";

describe("tokenSimilarityBound", () => {
  const { population, list } = syntheticScreening({ people: 100, entries: 100, seed: 13, planted: 100 });
  const listed = list.flatMap((entry) => [entry.name, ...entry.aliases]);
  const sketched = (name: string) => {
    const words = nameTokens(name);
    return { words, sketches: sketchName(words) };
  };
  const queries = [...population.map((person) => person.name), ...edgeNames(listed, { count: 200, seed: 14 })].map(sketched);
  const spellings = [...listed, ...edgeNames(listed, { count: 150, seed: 15 })].map(sketched);
  const pairs = queries.flatMap((query) =>
    spellings.map((spelling) => ({ query, spelling, score: tokenSimilarity(query.words, spelling.words) })),
  );
  const bound = ({ query, spelling }: (typeof pairs)[number], floor: number) =>
    tokenSimilarityBound(query.sketches, spelling.sketches, 0, spelling.words.length, floor);
  const describePair = ({ query, spelling, score }: (typeof pairs)[number]) =>
    `${query.words.join(" ")} / ${spelling.words.join(" ")}: ${score}`;

  it("is never below tokenSimilarity, over planted variants, edited and random names", () => {
    const below = pairs.filter((pair) => bound(pair, 0) < pair.score - 1e-9);
    expect(below.map(describePair)).toEqual([]);
    // The comparison means something only if many pairs are close.
    expect(pairs.filter((pair) => pair.score >= 0.8).length).toBeGreaterThan(300);
  });

  it.each([0.7, 0.79995, 0.87995])("at a floor of %d, gives up only names below it, and most names that are", (floor) => {
    const givenUp = pairs.filter((pair) => bound(pair, floor) < floor - 1e-9);
    expect(givenUp.filter((pair) => pair.score >= floor).map(describePair)).toEqual([]);
    expect(givenUp.length / pairs.filter((pair) => pair.score < floor).length).toBeGreaterThan(0.5);
  });
});
