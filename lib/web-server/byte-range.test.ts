import { describe, expect, it } from "vitest";
import { requestedByteRange } from "./byte-range";

const TAG = '"abc"';
const ask = (range: string | null, size = 100, ifRange: string | null = null) => {
  const headers = new Headers();
  if (range !== null) headers.set("range", range);
  if (ifRange !== null) headers.set("if-range", ifRange);
  return requestedByteRange(headers, size, TAG);
};

describe("requestedByteRange", () => {
  it("reads first-last, first- and -suffix ranges, clamped to the file", () => {
    expect(ask("bytes=0-9")).toEqual({ start: 0, end: 9 });
    expect(ask("bytes=90-")).toEqual({ start: 90, end: 99 });
    expect(ask("bytes=95-500")).toEqual({ start: 95, end: 99 });
    expect(ask("bytes=-10")).toEqual({ start: 90, end: 99 });
    expect(ask("bytes=-500")).toEqual({ start: 0, end: 99 });
  });

  it("is unsatisfiable from the end on, for an empty suffix, and for any range of an empty file", () => {
    expect(ask("bytes=100-")).toBe("unsatisfiable");
    expect(ask("bytes=100-200")).toBe("unsatisfiable");
    expect(ask("bytes=-0")).toBe("unsatisfiable");
    expect(ask("bytes=0-", 0)).toBe("unsatisfiable");
    expect(ask("bytes=-5", 0)).toBe("unsatisfiable");
  });

  it("sends the whole file for no range, several ranges, another unit, a malformed or backwards range", () => {
    for (const range of [null, "bytes=0-1,5-9", "items=0-9", "bytes=a-b", "bytes=-", "bytes=9-0", "bytes 0-9"]) {
      expect({ range, asked: ask(range) }).toEqual({ range, asked: undefined });
    }
  });

  it("honours a range under If-Range only when it names the current bytes", () => {
    expect(ask("bytes=0-9", 100, TAG)).toEqual({ start: 0, end: 9 });
    expect(ask("bytes=0-9", 100, '"older"')).toBeUndefined();
    expect(ask("bytes=0-9", 100, "Wed, 21 Oct 2015 07:28:00 GMT")).toBeUndefined();
  });
});
