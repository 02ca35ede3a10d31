import { describe, expect, it } from "vitest";
import { comparePrintedZone, confirmDifferences, datesIn, printedZoneVerdict } from "./compare-printed-zone";

const mrz = { doc_number: "C01X00T47", surname: "MULLER", name: "ANNA LENA", birth_date: "1985-11-03", expiry_date: "2033-02-14" };

describe("the printed zone beside the MRZ", () => {
  it("agrees when every value is printed, look-alikes and a misread diacritic forgiven", () => {
    const zone = comparePrintedZone("Surname\nMiller\nGiven names\nAnna Lena\n03.11.1985\nCO1XOOT47\n14 FEB 2033", mrz);
    expect(Object.values(zone).map((c) => c.agrees)).toEqual([true, true, true, true, true]);
    expect(printedZoneVerdict(zone)).toBe("GOOD");
  });

  it("differs when the printed number is another one, and says which", () => {
    const zone = comparePrintedZone("Miller\nAnna Lena\n1985-11-03\nC01X00T49\n2033-02-14", mrz);
    expect(zone.doc_number).toEqual({ mrz: "C01X00T47", printed: "C01X00T49", agrees: false });
    expect(printedZoneVerdict(zone)).toBe("BAD");
  });

  it("does not read the MRZ's own lines or impossible dates as the printed zone", () => {
    const zone = comparePrintedZone("P<D<<MULLER<<ANNA<LENA<<<<<\nCO1X00T478D<<8511032F3302141<<<<<<6\n3033-02-14", mrz);
    expect(zone.surname?.agrees).toBeNull();
    expect(zone.expiry_date?.agrees).toBeNull();
    expect(printedZoneVerdict(zone)).toBe("UNCERTAIN");
    expect(datesIn("30 05 2031, 2031/05/31 and 31.13.2031")).toEqual(["2031-05-31", "2031-05-30"]);
  });

  it("keeps a difference only where the confidently read words show it too", () => {
    const all = "Miller\nAnna Lena\n1985-11-03\nC01X00T49\n2033-02-14";
    const misread = confirmDifferences(
      comparePrintedZone(all, mrz),
      comparePrintedZone("Miller\nAnna Lena\n1985-11-03\n?\n2033-02-14", mrz),
    );
    expect(misread.doc_number).toEqual({ mrz: "C01X00T47", printed: null, agrees: null });
    expect(printedZoneVerdict(misread)).toBe("UNCERTAIN");
    const confirmed = confirmDifferences(comparePrintedZone(all, mrz), comparePrintedZone(all, mrz));
    expect(confirmed.doc_number?.agrees).toBe(false);
    expect(printedZoneVerdict(confirmed)).toBe("BAD");
  });

  // Genuine corpus cards whose printed name tesseract did not read, where a field label came within three edits of a
  // five-letter name: a label is never a value, and a short name is not called different on a near word.
  it.each([
    ["SZABO", "Sex / Sexo"],
    ["BOSCH", "Date of birth / Data de nascimento"],
    ["SOREN", "Given names / Nome"],
  ])("leaves %s not legible, not different, beside the label %s", (surname, label) => {
    const zone = comparePrintedZone(`Surname / Apelido\n?\n${label}\nAnna Lena\n03.11.1985\nC01X00T47\n14 FEB 2033`, {
      ...mrz,
      surname,
    });
    expect(zone.surname).toEqual({ mrz: surname, printed: null, agrees: null });
    expect(printedZoneVerdict(zone)).toBe("UNCERTAIN");
  });

  it("does not take a label for a longer name either", () => {
    // VALIDADE is three edits from VALIANTE, as near as a longer name may be to differ.
    const zone = comparePrintedZone("Date of expiry / Data de validade\nAnna Lena\n03.11.1985\nC01X00T47\n14 FEB 2033", {
      ...mrz,
      surname: "VALIANTE",
    });
    expect(zone.surname?.agrees).toBeNull();
    expect(printedZoneVerdict(zone)).toBe("UNCERTAIN");
    // A word that only joins labels ("N.º do documento") is a name of its own.
    const doZone = comparePrintedZone("Surname / Apelido\nDo\nN.º do documento", { ...mrz, surname: "DO" });
    expect(doZone.surname).toEqual({ mrz: "DO", printed: "DO", agrees: true });
  });

  it("still differs when a longer printed name is another one", () => {
    const zone = comparePrintedZone("Surname / Apelido\nPereira\nAnna Lena\n03.11.1985\nC01X00T47\n14 FEB 2033", {
      ...mrz,
      surname: "FERREIRA",
    });
    expect(zone.surname).toEqual({ mrz: "FERREIRA", printed: "PEREIRA", agrees: false });
    expect(printedZoneVerdict(zone)).toBe("BAD");
  });
});
