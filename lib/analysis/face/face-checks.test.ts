import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cropAround, locateFaces, samplePhoto } from "@/lib/demo/sample-photos";
import { type AnalysisPool, createAnalysisPool } from "../runtime/analysis-pool";
import { compareFaces } from "./compare-faces";
import { enrollTemplate } from "./enroll-template";
import type { DetectedFace } from "./human-engine";
import { livenessSingleFrame } from "./liveness-single-frame";
import { verifyFace } from "./verify-face";

let pool: AnalysisPool;
const portraits: Record<"blonde" | "blondeRecaptured" | "otherWoman" | "groupNeighbourA" | "groupNeighbourB", Buffer> = {} as never;

const byX = (faces: DetectedFace[]) => [...faces].sort((a, b) => a.box[0] - b.box[0]);

beforeAll(async () => {
  pool = createAnalysisPool({ threads: 1, niceness: 0 });
  const [first, fourth, sixth] = await Promise.all([samplePhoto(1), samplePhoto(4), samplePhoto(6)]);
  const locate = (photo: Buffer) => locateFaces((image) => pool.detectFaces(image), photo);
  const [facesFirst, facesFourth, facesSixth] = [await locate(first), await locate(fourth), await locate(sixth)];
  const blonde = byX(facesFirst).at(-1);
  const other = byX(facesSixth).at(0);
  const [, neighbourA, neighbourB] = byX(facesFourth);
  if (!blonde || !other || !neighbourA || !neighbourB) throw new Error("the sample photos should show their faces");
  portraits.blonde = await cropAround(first, blonde.box);
  // A second capture of the same face: mirrored, wider framing, darker, smaller and heavily compressed.
  portraits.blondeRecaptured = await sharp(await cropAround(first, blonde.box, 1))
    .flop()
    .modulate({ brightness: 0.8 })
    .resize(480)
    .jpeg({ quality: 60 })
    .toBuffer();
  portraits.otherWoman = await cropAround(sixth, other.box);
  portraits.groupNeighbourA = await cropAround(fourth, neighbourA.box);
  portraits.groupNeighbourB = await cropAround(fourth, neighbourB.box);
}, 90_000);

afterAll(() => pool.destroy());

describe("face checks on the analysis pool", { timeout: 30_000 }, () => {
  it("scores the same person above the threshold", async () => {
    const result = await compareFaces(pool, portraits.blonde, portraits.blondeRecaptured);
    expect(result.threshold).toBe(0.7);
    expect(result.score).toBeGreaterThan(0.75);
    expect(result.passed).toBe(true);
  });

  it.each([
    ["two women from different photos", "blonde", "otherWoman"],
    ["two women side by side in one photo", "groupNeighbourA", "groupNeighbourB"],
  ] as const)("scores %s below the threshold", async (_label, a, b) => {
    const result = await compareFaces(pool, portraits[a], portraits[b]);
    expect(result.score).toBeLessThan(0.65);
    expect(result.passed).toBe(false);
  });

  it("enrolls a template and verifies the same person against it, not another", async () => {
    const enrollment = await enrollTemplate(pool, portraits.blonde);
    if (!enrollment.template) throw new Error("enrollment should find a face");
    expect((await verifyFace(pool, portraits.blondeRecaptured, enrollment.template)).passed).toBe(true);
    expect((await verifyFace(pool, portraits.otherWoman, enrollment.template)).passed).toBe(false);
  });

  it("reports single-frame liveness as indicative, with the measured scores", async () => {
    const result = await livenessSingleFrame(pool, portraits.blonde);
    expect(result.method).toBe("single-frame-indicative");
    expect(result.scores?.real).toBeGreaterThan(0);
    expect(result.scores?.live).toBeGreaterThan(0);
    expect(result.livenessStatus).toBe(result.passed ? 1 : 0);
    expect(JSON.parse(Buffer.from(result.scanResultBlob, "base64").toString("utf8"))).toMatchObject({ scores: result.scores });
  });

  it("finds no face in a blank image", async () => {
    const blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    const result = await compareFaces(pool, blank, portraits.blonde);
    expect(result).toMatchObject({ score: 0, passed: false, reason: "no-face-in-first" });
  });
});
