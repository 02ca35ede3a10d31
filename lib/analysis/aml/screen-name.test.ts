import { beforeAll, describe, expect, it } from "vitest";
import { loadSanctionsList } from "./load-sanctions-list";
import type { TSanctionsEntry } from "./sanctions-entry";
import { DEMO_SANCTIONS_LIST, readSanctionsListFile, serialiseSanctionsList } from "./sanctions-list-store";
import { screenName } from "./screen-name";

let list: TSanctionsEntry[];

beforeAll(async () => {
  list = await readSanctionsListFile(DEMO_SANCTIONS_LIST);
});

describe("screenName", () => {
  it("hits a listed name written without diacritics and with the names swapped", () => {
    const result = screenName({ searchTerm: "abrantes zefiro quintanilha", list });
    expect(result.passed).toBe(false);
    expect(result.hits[0]).toMatchObject({ id: "demo-0001", name: "Zéfiro Quintanilha Abrantes" });
    expect(result.hits[0]?.score).toBeGreaterThanOrEqual(result.threshold);
  });

  it("hits through punctuation, case and a Polish name's letters", () => {
    const result = screenName({ searchTerm: "ZDZBLO-WISNIEWSKA, Malgorzata", list });
    expect(result.hits[0]?.id).toBe("demo-0003");
    expect(result.passed).toBe(false);
  });

  it("passes an unrelated name, reporting no hit above the threshold", () => {
    const result = screenName({ searchTerm: "Maria Inês Conceição Sousa", list });
    expect(result.passed).toBe(true);
    expect(result.hits.every((hit) => hit.score < result.threshold)).toBe(true);
  });

  it("lowers a hit whose birth date differs from the searched one", () => {
    const same = screenName({ searchTerm: "Anais Belmont Querillac", birthDate: "1992-04-01", list });
    const other = screenName({ searchTerm: "Anais Belmont Querillac", birthDate: "1950-01-01", list, settings: { reportThreshold: 0 } });
    expect(same.passed).toBe(false);
    const otherHit = other.hits.find((hit) => hit.id === "demo-0008");
    expect(otherHit?.score).toBeLessThan(same.hits[0]?.score ?? 0);
  });

  it("reads the same list from JSON as from CSV", () => {
    expect(loadSanctionsList(serialiseSanctionsList(list), "json")).toEqual(list);
    expect(list).toHaveLength(8);
    expect(list[0]?.aliases).toEqual(["Zefiro Q. Abrantes", "Z. Quintanilha"]);
  });
});
