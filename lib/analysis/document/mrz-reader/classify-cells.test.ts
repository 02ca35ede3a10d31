import { describe, expect, it } from "vitest";
import { closestIndices } from "./classify-cells";

const stableTop = (scores: Float32Array, count: number) =>
  [...scores.keys()].sort((a, b) => (scores[b] as number) - (scores[a] as number)).slice(0, count);

describe("closestIndices", () => {
  it("keeps what a stable descending sort keeps first, ties included", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let trial = 0; trial < 500; trial++) {
      // Few distinct values, so many ties straddle the cut.
      const scores = Float32Array.from({ length: 37 }, () => Math.round(next() * 6) / 6);
      const count = 1 + Math.floor(next() * 10);
      expect(closestIndices(scores, count)).toEqual(stableTop(scores, count));
    }
  });

  it("returns every index when there are fewer than asked", () => {
    expect(closestIndices(Float32Array.from([0.1, 0.3, 0.2]), 8)).toEqual([1, 2, 0]);
  });
});
