import { describe, expect, it } from "vitest";
import { composeTd1, composeTd3 } from "./mrz-compose";
import { birthDateFromMrz, expiryDateFromMrz } from "./mrz-dates";
import { parseMrzLines } from "./mrz-parse";
import { normaliseMrzLine, repairMrz } from "./mrz-repair";

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

describe("MRZ repair", () => {
  it("turns an O read between digits back into 0 so the check digit holds", () => {
    const [line1, line2] = composeTd3(identity);
    const misread = `14AB56O21${line2.slice(9)}`;
    const repaired = repairMrz([line1, misread], "TD3");
    expect(repaired[1]).toBe(line2);
    expect(parseMrzLines(repaired)?.checks.documentNumber).toBe(true);
  });

  it("never swaps a digit among digits, so a wrong check digit stays wrong", () => {
    const [line1, line2] = composeTd3(identity);
    const wrong = `${line2.slice(0, 9)}${(Number(line2.charAt(9)) + 1) % 10}${line2.slice(10)}`;
    const repaired = repairMrz([line1, wrong], "TD3");
    expect(parseMrzLines(repaired)?.checks.documentNumber).toBe(false);
  });

  it("restores lost and invented fillers and drops the K read beside a <", () => {
    expect(normaliseMrzLine("DUPONT<<ELODIE<<<<K<<<<", 30)).toBe("DUPONT<<ELODIE<<<<<<<<<<<<<<<<");
    const [, line2] = composeTd1({ ...identity, documentCode: "I" });
    expect(normaliseMrzLine(line2.replace("<<<<<", "<<"), 30)).toBe(line2);
  });

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
});
