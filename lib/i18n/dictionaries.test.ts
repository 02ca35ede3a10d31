import { describe, expect, it } from "vitest";
import { applicantEn } from "./applicant/en";
import { applicantPt } from "./applicant/pt";
import { en } from "./back-office/en";
import { pt } from "./back-office/pt";
import { keyPaths, missingKeys } from "./dictionary-keys";

describe("the dictionaries", () => {
  it.each([
    ["back office", en, pt],
    ["applicant pages", applicantEn, applicantPt],
  ])("%s: English and Portuguese have the same keys, every text filled", (_area, english, portuguese) => {
    expect(missingKeys(english, portuguese)).toEqual({ missingInA: [], missingInB: [] });
    const empty = keyPaths(portuguese).filter((path) => {
      const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], portuguese);
      return typeof value === "string" && value.trim() === "";
    });
    expect(empty).toEqual([]);
  });

  it.each([
    ["English", en],
    ["Portuguese", pt],
  ])("the back office's %s texts are all strings: they reach client components, which take no functions", (_language, dictionary) => {
    const leaf = (path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary);
    expect(keyPaths(dictionary).filter((path) => typeof leaf(path) !== "string")).toEqual([]);
  });

  it("names a key missing in either language", () => {
    const { decision: _dropped, ...summaryOnly } = pt.case;
    expect(missingKeys(en, { ...pt, case: summaryOnly })).toMatchObject({
      missingInA: [],
      missingInB: expect.arrayContaining(["case.decision.title"]),
    });
    expect(missingKeys({ ...en, extra: { key: "x" } }, en).missingInB).toEqual(["extra.key"]);
  });
});
