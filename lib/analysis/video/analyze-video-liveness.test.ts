import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driftingFrames, encodeClip } from "@/lib/demo/encode-clip";
import { cropAround, locateFaces, samplePhoto } from "@/lib/demo/sample-photos";
import type { DetectedFace } from "../face/human-engine";
import { type AnalysisPool, createAnalysisPool } from "../runtime/analysis-pool";
import { analyzeVideoLiveness } from "./analyze-video-liveness";

let pool: AnalysisPool;
let blonde: Buffer;
let other: Buffer;

const largest = (faces: DetectedFace[]) => [...faces].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];

beforeAll(async () => {
  pool = createAnalysisPool({ threads: 1, niceness: 0 });
  const [third, sixth] = await Promise.all([samplePhoto(3), samplePhoto(6)]);
  const faceA = largest(await locateFaces((image) => pool.detectFaces(image), third));
  const faceB = largest(await locateFaces((image) => pool.detectFaces(image), sixth));
  if (!faceA || !faceB) throw new Error("the sample photos should show faces");
  blonde = await cropAround(third, faceA.box, 0.8);
  other = await cropAround(sixth, faceB.box, 0.8);
}, 90_000);

afterAll(() => pool.destroy());

describe("analyzeVideoLiveness", { timeout: 60_000 }, () => {
  it("passes one moving face throughout the clip", async () => {
    const clip = await encodeClip(await driftingFrames(blonde, 8));
    const result = await analyzeVideoLiveness(pool, clip, { maxFrames: 4 });
    expect(result.failedChecks, JSON.stringify(result)).toEqual([]);
    expect(result).toMatchObject({ passed: true, method: "multi-frame-indicative", faceCoverage: 1 });
    expect(result.framesAnalysed).toBe(4);
    expect(result.consistencyScore).toBeGreaterThan(0.8);
    expect(result.bestFrame?.contentType).toBe("image/jpeg");
  });

  it("fails a still picture on motion", async () => {
    const clip = await encodeClip(await driftingFrames(blonde, 6, 0));
    const result = await analyzeVideoLiveness(pool, clip, { maxFrames: 3 });
    expect(result.failedChecks).toContain("motion");
    expect(result.passed).toBe(false);
  });

  it("fails a clip where the person changes on consistency", async () => {
    const frames = [...(await driftingFrames(blonde, 4)), ...(await driftingFrames(other, 4))];
    const result = await analyzeVideoLiveness(pool, await encodeClip(frames), { maxFrames: 4 });
    expect(result.failedChecks, JSON.stringify({ ...result, bestFrame: undefined })).toContain("consistency");
    expect(result.consistencyScore).toBeLessThan(0.6);
  });
});
