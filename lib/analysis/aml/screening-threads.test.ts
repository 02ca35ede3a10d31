import { describe, expect, it } from "vitest";
import { indexSanctionsList, screenNameIndexed } from "./screen-names";
import { screeningThreads } from "./screening-threads";
import { syntheticScreening } from "./synthetic-names";

describe("screeningThreads", () => {
  it("gives each name, in order, what screenNameIndexed gives it on this thread", { timeout: 60_000 }, async () => {
    const { population, list } = syntheticScreening({ people: 200, entries: 300, seed: 12, planted: 100 });
    const inputs = population.map((person) => ({ searchTerm: person.name, birthDate: person.birthday }));
    const threads = screeningThreads(list, { threads: 2, niceness: 0 });
    try {
      const index = indexSanctionsList(list);
      const results = await threads.screen(inputs);
      expect(results).toEqual(inputs.map((input) => screenNameIndexed(index, input)));
      expect(results.filter((result) => !result.passed).length).toBeGreaterThan(20);
      expect(await threads.screen([])).toEqual([]);
    } finally {
      await threads.close();
    }
  });
});
