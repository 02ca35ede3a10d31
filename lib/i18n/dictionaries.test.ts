import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applicantEn } from "@/lib/steps/applicant-texts/en";
import { applicantPt } from "@/lib/steps/applicant-texts/pt";
import { en } from "./back-office/en";
import { pt } from "./back-office/pt";
import { keyPaths, missingKeys } from "./dictionary-keys";
import { LOCALES } from "./locale";

/** Each step family's applicant texts (lib/steps/<family>/texts.ts): its name and its one exported { en, pt }. */
async function familyTexts(): Promise<{ family: string; texts: Record<string, Record<string, unknown>> }[]> {
  const steps = path.join(process.cwd(), "lib/steps");
  const families = fs.readdirSync(steps).filter((family) => fs.existsSync(path.join(steps, family, "texts.ts")));
  return Promise.all(
    families.map(async (family) => {
      const exported = Object.values(await import(path.join(steps, family, "texts.ts")));
      expect(exported, family).toHaveLength(1);
      return { family, texts: exported[0] as Record<string, Record<string, unknown>> };
    }),
  );
}

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

  it("hold each step family's sections as the family wrote them, in both languages, none claimed twice", async () => {
    const families = await familyTexts();
    expect(families.map((f) => f.family)).toEqual(expect.arrayContaining(["code", "document", "videoconference"]));
    const dictionaries = { en: applicantEn, pt: applicantPt };
    const owners = new Map<string, string>();
    for (const { family, texts } of families) {
      expect(Object.keys(texts).sort(), family).toEqual([...LOCALES].sort());
      for (const section of Object.keys(texts.en ?? {})) {
        expect(owners.get(section), `${family}.${section}`).toBeUndefined();
        owners.set(section, family);
        for (const locale of LOCALES)
          expect(dictionaries[locale][section as keyof typeof applicantEn], `${locale} ${family}.${section}`).toBe(
            texts[locale]?.[section],
          );
      }
    }
  });
});
