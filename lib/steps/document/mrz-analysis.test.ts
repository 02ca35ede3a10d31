import { describe, expect, it } from "vitest";
import { mrzCheckDigit } from "@/lib/analysis/document/mrz-check-digit";
import { analyseMrz, mrzLines } from "./mrz-analysis";

// ICAO 9303 part 4 specimen (TD3) and part 5 specimen (TD1): their printed check digits are right.
const TD3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];
const TD1 = ["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"];
const TD2 = ["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"];

describe("MRZ check digits", () => {
  it("computes ICAO 9303 digits with weights 7, 3, 1", () => {
    expect(mrzCheckDigit("L898902C3")).toBe("6");
    expect(mrzCheckDigit("740812")).toBe("2");
    expect(mrzCheckDigit("120415")).toBe("9");
    expect(mrzCheckDigit("D23145890")).toBe("7");
    expect(mrzCheckDigit("<<<<<<<<<")).toBe("0");
    expect(mrzCheckDigit("abc")).toBeNull();
  });

  it("finds every digit of the specimens valid, in all three formats", () => {
    for (const [lines, format, count] of [
      [TD3, "TD3", 5],
      [TD1, "TD1", 4],
      [TD2, "TD2", 4],
    ] as const) {
      const analysis = analyseMrz(lines.join("\n"));
      expect(analysis?.format).toBe(format);
      expect(analysis?.checks).toHaveLength(count);
      expect(analysis?.checks.filter((c) => !c.isValid)).toEqual([]);
    }
  });

  it("points at the failing digit: its position, what is printed and what it should be", () => {
    const altered = [TD3[0], `${TD3[1]?.slice(0, 19)}5${TD3[1]?.slice(20)}`] as string[];
    const analysis = analyseMrz(altered);
    const failing = analysis?.checks.filter((c) => !c.isValid);
    expect(failing?.map((c) => [c.name, c.line, c.column, c.printed, c.computed])).toEqual([
      ["birth-date", 1, 19, "5", "2"],
      ["composite", 1, 43, "0", analysis?.checks.find((c) => c.name === "composite")?.computed],
    ]);
    expect(analysis?.checks.find((c) => c.name === "composite")?.computed).not.toBe("0");
  });

  it("accepts arrays, stray spaces and lower case; refuses shapes that are not MRZ", () => {
    expect(mrzLines([" p<uto ", 3, "x"])).toEqual(["P<UTO", "X"]);
    expect(analyseMrz(TD1.map((l) => l.toLowerCase()))?.format).toBe("TD1");
    expect(analyseMrz("not an mrz")).toBeNull();
    expect(analyseMrz(undefined)).toBeNull();
    expect(analyseMrz([TD3[0], TD3[1]?.slice(1)])).toBeNull();
  });
});
