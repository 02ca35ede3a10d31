import { describe, expect, it } from "vitest";
import { compiledFaceRows } from "@/scripts/duplicates/compile-face-rows";
import { BUCKETS, FaceRows } from "./face-rows";
import { FACE_ROWS_WASM } from "./face-rows-wasm";
import { SIGNATURE_WORDS, STAGE_WORDS } from "./simhash";

/** mulberry32: independent 32-bit words from a seed. */
function randomWords(count: number, seed: number): Uint32Array {
  let state = seed;
  return Uint32Array.from({ length: count }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  });
}

const bitsOf = (word: number) => [...word.toString(2)].filter((bit) => bit === "1").length;

function differing(signatures: Uint32Array, row: number, query: Uint32Array, words: number): number {
  let count = 0;
  for (let w = 0; w < words; w++) count += bitsOf(((signatures[row * SIGNATURE_WORDS + w] as number) ^ (query[w] as number)) >>> 0);
  return count;
}

describe("FaceRows", () => {
  it("ships the bytes face-rows.wat compiles to", async () => {
    expect(Buffer.from(await compiledFaceRows()).toString("base64")).toBe(FACE_ROWS_WASM);
  });

  it.each([
    ["on one thread", Number.POSITIVE_INFINITY],
    ["split between two threads", 1000],
  ])(
    "passes exactly the rows within the three limits of their bucket, in row order, scored as the dot product says, grown or not, %s",
    (_, twoThreadsFrom) => {
      const rows = 3000;
      const dimensions = 72; // not a multiple of 16: the zeros past the dimensions count for nothing
      let faces = new FaceRows(dimensions, 1024, twoThreadsFrom);
      const stored = randomWords(rows * SIGNATURE_WORDS, 7);
      const codes = Int8Array.from(randomWords(rows * dimensions, 8), (word) => (word % 255) - 127);
      const query = randomWords(SIGNATURE_WORDS, 99);
      const unit = Float32Array.from(randomWords(dimensions, 100), (word) => word / 2 ** 32 - 0.5);
      for (let row = 0; row < rows; row++) {
        if (row === faces.capacity) faces = faces.grownTo(faces.capacity * 2);
        // Every 50th row is the query with a few of its bits flipped: near at every stage.
        const words = stored.subarray(row * SIGNATURE_WORDS, (row + 1) * SIGNATURE_WORDS);
        if (row % 50 === 0) words.set(query.map((word, w) => (word ^ (w % 5 === 0 ? 0x0f0f : 0)) >>> 0));
        faces.setSignature(row, words);
        faces.buckets[row] = row % BUCKETS;
        faces.codes.set(codes.subarray(row * dimensions, (row + 1) * dimensions), row * faces.stride);
        faces.scales[row] = 1 / (1 + (row % 7));
      }
      // Limits that vary by bucket, around a stranger's 128, 256 and 512 differing bits, so every stage decides some rows.
      const limits = STAGE_WORDS.map((words, stage) =>
        Array.from({ length: BUCKETS }, (_, b) => words * 16 - 8 * (stage + 1) + (b % (16 * (stage + 1)))),
      );
      const decidedAt = [0, 0, 0];
      const expected = [...Array(rows).keys()].filter((row) => {
        const failed = STAGE_WORDS.findIndex(
          (words, stage) => differing(stored, row, query, words) > (limits[stage]?.[row % BUCKETS] as number),
        );
        if (failed >= 0) decidedAt[failed] = (decidedAt[failed] as number) + 1;
        return failed < 0;
      });
      for (const refused of decidedAt) expect(refused).toBeGreaterThan(20);
      const found = faces.search(rows, query, unit, limits);
      expect([...found.rows]).toEqual(expected);
      expect(expected.filter((row) => row % 50 === 0)).toHaveLength(rows / 50);
      expect(expected.length).toBeGreaterThan(rows / 50);
      expect(expected.length).toBeLessThan(rows / 2);
      const largest = unit.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
      expected.forEach((row, i) => {
        let dot = 0;
        for (let d = 0; d < dimensions; d++) dot += (unit[d] as number) * (codes[row * dimensions + d] as number);
        // The query is quantised to 16-bit integers (its largest component to 8,191): each product moves by at most the
        // byte times half a step.
        let bound = 0;
        for (let d = 0; d < dimensions; d++) bound += Math.abs(codes[row * dimensions + d] as number) * (largest / 8191 / 2);
        const scale = 1 / (1 + (row % 7));
        expect(Math.abs((found.scores[i] as number) - dot * scale)).toBeLessThanOrEqual(bound * scale + 1e-4);
      });
      const everywhere = (limit: number) => STAGE_WORDS.map(() => new Array(BUCKETS).fill(limit));
      expect(faces.search(rows, query, unit, everywhere(0)).rows).toHaveLength(0);
      expect(faces.search(rows, query, unit, everywhere(1024)).rows).toHaveLength(rows);
    },
  );

  it("stops its second thread when closed, so a dropped index leaves no thread holding its memory", async () => {
    const faces = new FaceRows(16, 64, 1);
    const limits = STAGE_WORDS.map(() => new Array(BUCKETS).fill(1024));
    faces.search(64, new Uint32Array(SIGNATURE_WORDS), new Float32Array(16), limits);
    await faces.close();
  });
});
