import { describe, expect, it } from "vitest";
import { composeTd1, composeTd2 } from "./mrz-compose";
import { birthDateFromMrz, expiryDateFromMrz } from "./mrz-dates";
import { parseMrzLines } from "./mrz-parse";

const identity = {
  documentCode: "P",
  issuingState: "FRA",
  nationality: "FRA",
  surname: "Dupont",
  givenNames: "Élodie",
  documentNumber: "14AB56021",
  birthDate: "1979-02-28",
  expiryDate: "2030-07-01",
  sex: "F" as const,
};

describe("MRZ parsing and dates", () => {
  it("decides the century of birth from today and keeps expiry dates ahead", () => {
    const today = new Date("2026-11-22T00:00:00Z");
    expect(birthDateFromMrz("790228", today)).toBe("1979-02-28");
    expect(birthDateFromMrz("200101", today)).toBe("2020-01-01");
    expect(birthDateFromMrz("261231", today)).toBe("1926-12-31");
    expect(expiryDateFromMrz("300701", today)).toBe("2030-07-01");
    expect(birthDateFromMrz("790230", today)).toBeNull();
  });

  it("parses a residence permit (TD1, code IR)", () => {
    const parsed = parseMrzLines(composeTd1({ ...identity, documentCode: "IR" }));
    expect(parsed).toMatchObject({ format: "TD1", documentCode: "IR", isValid: true, surname: "DUPONT", givenNames: "ELODIE" });
  });

  it("parses a two-line ID card of the middle size (TD2) with its optional data", () => {
    const parsed = parseMrzLines(composeTd2({ ...identity, documentCode: "I", personalNumber: "Q81" }));
    expect(parsed).toMatchObject({ format: "TD2", documentCode: "I", isValid: true, documentNumber: "14AB56021", idNumber: "Q81" });
  });
});
