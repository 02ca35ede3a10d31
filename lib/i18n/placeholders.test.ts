import { describe, expect, it } from "vitest";
import { en } from "./back-office/en";
import { pt } from "./back-office/pt";
import { keyPaths } from "./dictionary-keys";

const leaf = (dictionary: object, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary);
const placeholders = (text: unknown) => (typeof text === "string" ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : []);

describe("the back office's texts", () => {
  it("say the same {placeholders} in English and Portuguese, so fillText fills each in both", () => {
    const differing = keyPaths(en).filter((path) => placeholders(leaf(en, path)).join() !== placeholders(leaf(pt, path)).join());
    expect(differing).toEqual([]);
  });
});
