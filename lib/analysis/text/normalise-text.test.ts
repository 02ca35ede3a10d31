import { describe, expect, it } from "vitest";
import { normaliseText } from "./normalise-text";

describe("normaliseText", () => {
  it.each([
    ["Małgorzata Źdźbło-Wiśniewska", "MALGORZATA ZDZBLO WISNIEWSKA"],
    ["Conceição  d'Ávila", "CONCEICAO D AVILA"],
    ["Søren Straße", "SOREN STRASSE"],
  ])("normalises %s", (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });
});
