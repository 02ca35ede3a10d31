import { describe, expect, it } from "vitest";
import { pickLanguage } from "./pick-language";

describe("pickLanguage", () => {
  it("takes the best Accept-Language tag that the account offers", () => {
    expect(pickLanguage("en-GB,en;q=0.9", "pt-PT", ["pt-PT", "en-GB"])).toBe("en-GB");
    expect(pickLanguage("fr-FR;q=1, en-gb;q=0.5", "pt-PT", ["pt-PT", "en-GB"])).toBe("en-GB");
    expect(pickLanguage("de-DE", "pt-PT", ["pt-PT", "en-GB"])).toBe("pt-PT");
    expect(pickLanguage(undefined, "pt-PT", ["pt-PT"])).toBe("pt-PT");
  });
});
