import { describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/analysis/aml/parse-csv";
import { csvCell, csvLine } from "./csv";

describe("a CSV cell", () => {
  it("drops NUL and every other control character but tab, line feed and carriage return", () => {
    expect(csvCell("ref\u0000-1\u0000")).toBe("ref-1");
    expect(csvCell("a\u0001b\u0007c\u0008d\u000Be\u000Cf\u001Bg\u001Fh\u007Fi\u0085j\u009Fk")).toBe("abcdefghijk");
    expect(csvCell("two\tcolumns")).toBe("two\tcolumns");
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("Ana Sofia Conceição — ünïcödé")).toBe("Ana Sofia Conceição — ünïcödé");
  });

  it("prefixes with a quote a text a spreadsheet would run as a formula, after the control characters are gone", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(parseCsv(csvLine([`${start}1+1`])), JSON.stringify(start)).toEqual([[`'${start}1+1`]]);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('\u0000=HYPERLINK("http://x.test","open")')).toBe(`"'=HYPERLINK(""http://x.test"",""open"")"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("a=1")).toBe("a=1");
    expect(csvCell("-5")).toBe("'-5");
  });

  it("keeps a number a number, a negative one too; only a text can hold a formula", () => {
    expect(csvCell(-0.25)).toBe("-0.25");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NEGATIVE_INFINITY)).toBe("'-Infinity");
    expect(csvCell(false)).toBe("false");
  });

  it("writes dates as ISO text, objects as JSON, nothing for null", () => {
    expect(csvCell(new Date("2026-11-23T10:00:00Z"))).toBe("2026-11-23T10:00:00.000Z");
    expect(csvCell({ note: "a\u0000b" })).toBe('"{""note"":""a\\u0000b""}"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("reads back as the cells it was given, guarded", () => {
    const line = csvLine(["p-1", '=HYPERLINK("x"),"quoted"', "ref\u0000", -1.5, "multi\nline"]);
    expect(parseCsv(line)).toEqual([["p-1", `'=HYPERLINK("x"),"quoted"`, "ref", "-1.5", "multi\nline"]]);
  });
});
