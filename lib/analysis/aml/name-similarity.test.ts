import { describe, expect, it } from "vitest";
import { nameTokens, tokenSimilarity } from "./name-similarity";
import { syntheticScreening } from "./synthetic-names";

describe("tokenSimilarity with a floor", () => {
  it("gives the same similarity whenever it reaches the floor, and a number below the floor whenever it does not", {
    timeout: 60_000,
  }, () => {
    const { population, list } = syntheticScreening({ people: 120, entries: 120, seed: 11, planted: 60 });
    const names = [...population.map((person) => person.name), ...list.flatMap((entry) => [entry.name, ...entry.aliases])].map(nameTokens);
    let reached = 0;
    let givenUp = 0;
    for (const floor of [0.5, 0.7, 0.8, 0.87995])
      for (const a of names.slice(0, 150))
        for (const b of names.slice(100)) {
          const full = tokenSimilarity(a, b);
          const early = tokenSimilarity(a, b, floor);
          if (full >= floor) {
            reached++;
            expect(early, `${a} / ${b} at ${floor}`).toBe(full);
          } else {
            expect(early, `${a} / ${b} at ${floor}`).toBeLessThan(floor);
            if (early !== full) givenUp++;
          }
        }
    // The comparison means something only when both sides of the floor occur, and names are given up early.
    expect(reached).toBeGreaterThan(500);
    expect(givenUp).toBeGreaterThan(10_000);
  });
});
