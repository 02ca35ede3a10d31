import { describe, expect, it } from "vitest";
import { FaceIndex } from "./face-index";

function randomVector(dims: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: dims }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 30 - 1;
  });
}

function cosine(a: number[], b: number[]): number {
  const dot = (x: number[], y: number[]) => x.reduce((sum, v, i) => sum + v * (y[i] ?? 0), 0);
  return dot(a, b) / Math.sqrt(dot(a, a) * dot(b, b));
}

describe("FaceIndex", () => {
  it("scores like the exact cosine within 0.01 and finds only faces above the threshold", () => {
    const index = new FaceIndex(64, 2);
    const faces = Array.from({ length: 50 }, (_, i) => randomVector(64, i + 1));
    faces.forEach((face, i) => {
      index.add(`p${i}`, face);
    });
    const query = (faces[7] as number[]).map((v, i) => v + (i % 3 === 0 ? 0.2 : -0.1));
    for (const { owner, score } of index.search(query, -1)) {
      expect(Math.abs(score - cosine(query, faces[Number(owner.slice(1))] as number[]))).toBeLessThan(0.01);
    }
    const matches = index.search(query, 0.9);
    expect(matches.map((m) => m.owner)).toEqual(["p7"]);
    expect(index.size).toBe(50);
  });

  it("finds through its signature filter exactly what a full scan finds at the threshold", () => {
    const index = new FaceIndex(256);
    const faces = Array.from({ length: 3000 }, (_, i) => randomVector(256, i + 100));
    faces.forEach((face, i) => {
      index.add(`p${i}`, face);
    });
    for (let q = 0; q < 40; q++) {
      const source = faces[(q * 71) % faces.length] as number[];
      const query = q % 2 ? randomVector(256, 90_000 + q) : source.map((v, i) => v + ((i * 7919 + q) % 13) / 26 - 0.25);
      const expected = faces.flatMap((face, i) => (cosine(query, face) >= 0.71 ? [`p${i}`] : []));
      const found = index.search(query, 0.7).map((hit) => hit.owner);
      for (const owner of expected) expect(found).toContain(owner);
    }
  });
});
