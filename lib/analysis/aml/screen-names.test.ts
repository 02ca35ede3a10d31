import { describe, expect, it } from "vitest";
import { edgeNames } from "./edge-names";
import { prepareEntry, screenName, screenPrepared } from "./screen-name";
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

describe("screenNameIndexed over thousands of names", () => {
  it("reports what the naive comparison reports for applicants, planted variants, and edited and random names", {
    timeout: 120_000,
  }, () => {
    const { population, list } = syntheticScreening({ people: 500, entries: 300, seed: 16, planted: 200 });
    const index = indexSanctionsList(list);
    // What screenName does, with the list's names split once instead of once per name.
    const prepared = list.map(prepareEntry);
    const listed = list.flatMap((entry) => [entry.name, ...entry.aliases]);
    const inputs = [
      ...population.map((person) => ({ searchTerm: person.name, birthDate: person.birthday })),
      ...edgeNames(listed, { count: 700, seed: 17 }).map((searchTerm) => ({ searchTerm })),
    ];
    // The re-screening job's threshold, and the AML step's.
    for (const settings of [{ reportThreshold: 0.88 }, {}]) {
      let hits = 0;
      const differing = inputs.filter((input) => {
        const indexed = screenNameIndexed(index, { ...input, settings });
        hits += indexed.hits.length;
        return JSON.stringify(indexed) !== JSON.stringify(screenPrepared(prepared, { ...input, settings }, list.length));
      });
      expect(differing.map((input) => input.searchTerm)).toEqual([]);
      expect(hits).toBeGreaterThan(500);
    }
  });
});

describe("screenNameIndexed where a blocking key would miss a true hit", () => {
  const entry = (id: string, name: string, birth_date = "") => ({
    id,
    schema: "Person",
    name,
    aliases: [],
    birth_date,
    countries: [],
    sanctions: "",
    dataset: "test",
  });
  // Each listed name is a hit for its applicant with no word in common: none shares its first letter, a phonetic key
  // or a prefix with the applicant's words.
  const list = [
    entry("first-letter", "Katarina Kunha", "1980-02-03"),
    entry("swapped-start", "Oajquim Abrbosa"),
    entry("phonetic", "Piotr Chaikovski"),
    entry("order", "Quintanilha Abrantes Zéfiro"),
    entry("middle", "Ana Sousa"),
    entry("accents", "ŁUKASZ WIŚNIEWSKI"),
    entry("digits", "Group 7 Holdings"),
    entry("unrelated", "Bartolomeu Dias"),
  ];
  const index = indexSanctionsList(list);
  const cases = [
    { name: "Catarina Cunha", birthDate: "1980-02-03", id: "first-letter" },
    { name: "Pyotr Tchaikovsky", id: "phonetic" },
    { name: "Joaquim Barbosa", id: "swapped-start" },
    { name: "zefiro abrantes quintanilha", id: "order" },
    { name: "Ana Maria Sousa", id: "middle" },
    { name: "Lukasz Wisniewski", id: "accents" },
    { name: "GROUP 7 HOLDINGS", id: "digits" },
  ];

  it.each(cases)("finds $id for $name exactly as screenName does", ({ name, birthDate, id }) => {
    const input = { searchTerm: name, birthDate };
    const indexed = screenNameIndexed(index, input);
    expect(indexed).toEqual(screenName({ ...input, list }));
    expect(indexed.hits.map((hit) => hit.id)).toContain(id);
  });

  it("agrees with screenName on planted variants and near misses of applicants", { timeout: 60_000 }, () => {
    const { population, list: planted } = syntheticScreening({ people: 70, entries: 400, seed: 9, planted: 70 });
    const plantedIndex = indexSanctionsList(planted);
    let failed = 0;
    for (const person of population) {
      const input = { searchTerm: person.name, birthDate: person.birthday };
      const indexed = screenNameIndexed(plantedIndex, input);
      expect(indexed).toEqual(screenName({ ...input, list: planted }));
      if (!indexed.passed) failed++;
    }
    // Most planted variants are true hits: the comparison covers them, not only clean names.
    expect(failed).toBeGreaterThan(35);
  });
});
