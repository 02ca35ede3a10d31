import { describe, expect, it } from "vitest";
import { FaceIndex, meanFace } from "./face-index";

function randomVector(dims: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: dims }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 30 - 1;
  });
}

/** Components from mulberry32: vectors of different seeds are independent (randomVector's are not). */
function independentVector(dims: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: dims }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32 - 0.5;
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

  it.each([
    ["signed as they are", false],
    ["signed minus the mean face", true],
  ])("finds every face at the threshold when faces share a common direction (strangers at 0.2–0.6), %s", (_, centred) => {
    const dims = 256;
    const unit = (v: number[]) => v.map((x) => x / Math.sqrt(v.reduce((sum, y) => sum + y * y, 0)));
    const common = unit(independentVector(dims, 7));
    // w·common + √(1−w²)·own: two people score about w₁·w₂, w in [0.45, 0.77].
    const person = (seed: number) => {
      const weight = 0.45 + ((seed * 37) % 100) / 310;
      const own = unit(independentVector(dims, seed));
      return common.map((c, i) => weight * c + Math.sqrt(1 - weight * weight) * (own[i] as number));
    };
    const faces = Array.from({ length: 2000 }, (_, i) => person(i + 500));
    const index = centred ? new FaceIndex(dims, 1024, meanFace(faces.slice(0, 500), dims)) : new FaceIndex(dims);
    faces.forEach((face, i) => {
      index.add(`p${i}`, face);
    });
    const strangers = faces.slice(0, 200).flatMap((a, i) => faces.slice(i + 1, 200).map((b) => cosine(a, b)));
    const mean = strangers.reduce((sum, c) => sum + c, 0) / strangers.length;
    expect(mean).toBeGreaterThan(0.3);
    expect(mean).toBeLessThan(0.45);
    expect(Math.max(...strangers)).toBeLessThan(0.7);
    for (let q = 0; q < 30; q++) {
      const source = faces[(q * 67) % faces.length] as number[];
      // Another capture: the face plus noise of its own, at cosine 0.7–0.95 with it.
      const noise = unit(independentVector(dims, 70_000 + q));
      const share = 0.35 + (q % 10) / 20;
      const query = source.map((v, i) => v + share * (noise[i] as number));
      const expected = faces.flatMap((face, i) => (cosine(query, face) >= 0.71 ? [`p${i}`] : []));
      const found = index.search(query, 0.7).map((hit) => hit.owner);
      for (const owner of expected) expect(found).toContain(owner);
      if (q % 2 === 0) expect(expected.length).toBeGreaterThan(0);
    }
  });
});
