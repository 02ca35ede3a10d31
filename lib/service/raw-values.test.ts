import { describe, expect, it } from "vitest";
import { asIsoTimestamp } from "./raw-values";

describe("asIsoTimestamp", () => {
  it("reads SQLite's stored text, PostgreSQL's timestamp text and a Date as the same instant in UTC", () => {
    const iso = "2026-11-28T18:21:22.062Z";
    expect(asIsoTimestamp("2026-11-28T18:21:22.062+00:00")).toBe(iso);
    expect(asIsoTimestamp("2026-11-28 18:21:22.062")).toBe(iso);
    expect(asIsoTimestamp(new Date(iso))).toBe(iso);
  });

  it("keeps PostgreSQL's shortened fractions and whole seconds exact", () => {
    expect(asIsoTimestamp("2026-11-28 18:21:22.06")).toBe("2026-11-28T18:21:22.060Z");
    expect(asIsoTimestamp("2026-11-28 18:21:22")).toBe("2026-11-28T18:21:22.000Z");
  });

  it("honours a zone other than UTC", () => {
    expect(asIsoTimestamp("2026-11-28T19:21:22.062+01:00")).toBe("2026-11-28T18:21:22.062Z");
  });
});
