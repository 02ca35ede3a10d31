import { describe, expect, it } from "vitest";
import { screenName } from "./screen-name";
import { indexSanctionsList, screenNameIndexed } from "./screen-names";
import { syntheticScreening } from "./synthetic-names";

describe("screenNameIndexed", () => {
  it("reports exactly what screenName reports, over a list with respelled applicants among other names", { timeout: 60_000 }, () => {
    const { population, list } = syntheticScreening({ people: 150, entries: 300, seed: 7 });
    const index = indexSanctionsList(list);
    let hits = 0;
    for (const person of population) {
      const input = { searchTerm: person.name, birthDate: person.birthday };
      const indexed = screenNameIndexed(index, input);
      expect(indexed).toEqual(screenName({ ...input, list }));
      hits += indexed.hits.length;
    }
    // The comparison means something only if some names are reported.
    expect(hits).toBeGreaterThan(3);
  });

  it("keeps agreeing at another report threshold (the index's candidates depend on it)", { timeout: 60_000 }, () => {
    const { population, list } = syntheticScreening({ people: 60, entries: 200, seed: 8 });
    const index = indexSanctionsList(list);
    const settings = { reportThreshold: 0.7, maxHits: 50 };
    for (const person of population)
      expect(screenNameIndexed(index, { searchTerm: person.name, settings })).toEqual(
        screenName({ searchTerm: person.name, list, settings }),
      );
  });
});
