import { describe, expect, it } from "vitest";
import { en } from "./back-office/en";
import { pt } from "./back-office/pt";
import { formatDay, formatTimestamp } from "./format";

describe("dates in the reader's words", () => {
  it("writes a moment with the month's name, in UTC, never as ISO text", () => {
    expect(formatTimestamp("2026-11-27T08:05:09.123Z", en.dates)).toBe("27 Nov 2026, 08:05:09 UTC");
    expect(formatTimestamp(new Date("2026-03-02T23:59:00Z"), pt.dates)).toBe("2 mar. 2026, 23:59:00 UTC");
    expect(formatDay("2026-09-30T10:00:00Z", pt.dates)).toBe("30 set. 2026");
    expect(formatDay(new Date("2026-09-30T10:00:00Z"), en.dates)).toBe("30 Sep 2026");
  });

  it("has twelve months in each language and leaves what is not a date as it came", () => {
    for (const dates of [en.dates, pt.dates]) expect(dates.months.split(" ")).toHaveLength(12);
    expect(formatTimestamp("not a date", pt.dates)).toBe("not a date");
  });
});
