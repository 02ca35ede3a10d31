import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalysisPool, createAnalysisPool } from "./analysis-pool";

let pool: AnalysisPool;

beforeAll(() => {
  pool = createAnalysisPool({ threads: 1, taskTimeoutMs: 30_000, niceness: 0 });
});

afterAll(() => pool.destroy());

describe("analysis pool", { timeout: 60_000 }, () => {
  it("rejects a corrupt upload with an error and keeps serving the next task", async () => {
    await expect(pool.analyzeDocument({ doctype: "passport", front: Buffer.from("not an image") })).rejects.toThrow();
    const blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#777777" } })
      .png()
      .toBuffer();
    expect(await pool.detectFaces(blank)).toEqual([]);
  });

  it("rejects a task that runs past its time limit", async () => {
    const impatient = createAnalysisPool({ threads: 1, taskTimeoutMs: 1, niceness: 0 });
    const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#777777" } })
      .png()
      .toBuffer();
    await expect(impatient.detectFaces(image)).rejects.toThrow();
    await impatient.destroy();
  });
});
