import { describe, expect, it } from "vitest";
import { niceWidth, scoreHistogram } from "./score-histogram";

describe("niceWidth", () => {
  it.each([
    [0.043, 0.05],
    [0.05, 0.05],
    [0.021, 0.025],
    [130, 200],
    [7, 10],
    [1, 1],
  ])("rounds %d up to %d", (raw, nice) => {
    expect(niceWidth(raw)).toBeCloseTo(nice, 12);
  });
});

describe("scoreHistogram", () => {
  it("counts every value once in bins of one nice width that span the values, the threshold and the process's score", () => {
    const values = [0.62, 0.71, 0.8, 0.83, 0.85, 0.85, 0.9, 0.97];
    const histogram = scoreHistogram(values, { marks: [0.7, 0.41], at: 0.85 });
    expect(histogram.count).toBe(8);
    expect(histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(8);
    expect(histogram.bins[0]?.from).toBe(0.4);
    expect(histogram.bins.at(-1)?.to).toBe(1);
    const width = (histogram.bins[0]?.to ?? 0) - (histogram.bins[0]?.from ?? 0);
    expect(width).toBeCloseTo(0.05, 12);
    expect(histogram.bins.length).toBeLessThanOrEqual(20);
    // [0.85, 0.9) holds both 0.85s; 0.9 opens the next bin.
    expect(histogram.bins.find((bin) => bin.from === 0.85)?.count).toBe(2);
    expect(histogram.bins.find((bin) => bin.from === 0.9)?.count).toBe(1);
    expect(histogram).toMatchObject({ below: 4, equal: 2 });
  });

  it("closes the last bin: the largest value on its upper edge counts in it, never past it", () => {
    const histogram = scoreHistogram([0, 0.5, 1], { maxBins: 10 });
    expect(histogram.bins).toHaveLength(10);
    expect(histogram.bins.at(-1)).toMatchObject({ from: 0.9, to: 1, count: 1 });
    expect(histogram.bins[0]).toMatchObject({ from: 0, count: 1 });
    expect(histogram.bins[5]).toMatchObject({ from: 0.5, count: 1 });
  });

  it("never makes more bins than asked, even when aligning the first edge would add one", () => {
    const histogram = scoreHistogram([0.05, 1.05]);
    expect(histogram.bins.length).toBeLessThanOrEqual(20);
    expect(histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(2);
  });

  it("spans large unbounded scores (focus) with round edges", () => {
    const histogram = scoreHistogram([180, 650, 900, 1200, 3100], { marks: [150] });
    expect(histogram.bins[0]?.from).toBe(0);
    expect(histogram.bins.every((bin) => bin.from % 200 === 0)).toBe(true);
    expect(histogram.bins.at(-1)?.count).toBe(1);
  });

  it("gives one bin to values that are all equal, and nothing to no values", () => {
    expect(scoreHistogram([0.004, 0.004], { at: 0.004 })).toMatchObject({ count: 2, below: 0, equal: 2 });
    expect(scoreHistogram([0.004, 0.004]).bins.filter((bin) => bin.count > 0)).toHaveLength(1);
    expect(scoreHistogram([])).toEqual({ bins: [], count: 0, below: 0, equal: 0 });
  });

  it("ignores values that are not numbers (a NaN never lands in a bin)", () => {
    expect(scoreHistogram([0.5, Number.NaN, 0.7]).count).toBe(2);
  });
});
