import { beforeAll, describe, expect, it } from "vitest";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { cropAround, locateFaces, samplePhoto } from "@/lib/demo/sample-photos";
import { blur, cutOff, glare, keystone, shrink } from "@/test/support/providers/image-distortions";
import { renderDemoDocument } from "../../demo/render-demo-document";
import { createFaceEngine } from "../face/human-engine";
import { assessImageQuality, type DetectFaces } from "./image-quality";

let front: Buffer;
let detectFaces: DetectFaces;

beforeAll(async () => {
  const engine = await createFaceEngine();
  detectFaces = async (image) => (await engine.detect(image)).map((face) => ({ box: face.box, score: face.detectionScore }));
  const group = await samplePhoto(3);
  const [face] = await locateFaces((image) => engine.detect(image), group);
  if (!face) throw new Error("the sample photo should show a face");
  const document = await renderDemoDocument(portugueseIdCard, { portrait: await cropAround(group, face.box) });
  front = document.front;
}, 60_000);

const badKeys = (verdicts: Record<string, string>) => Object.keys(verdicts).filter((key) => verdicts[key] === "BAD");

describe("assessImageQuality", () => {
  it("passes a sharp, whole, flat, well-lit document with a portrait", async () => {
    const result = await assessImageQuality({ image: front, expectPortrait: true, detectFaces });
    expect(badKeys(result.verdicts)).toEqual([]);
    expect(result.verdicts).toMatchObject({
      focus: "GOOD",
      glares: "GOOD",
      bounds: "GOOD",
      perspective: "GOOD",
      resolution: "GOOD",
      portrait: "GOOD",
    });
    expect(result.measures.focus).toBeGreaterThan(150);
    expect(result.portrait?.score).toBeGreaterThan(0.5);
  });

  it.each([
    ["blurred", "focus", blur],
    ["glared", "glares", glare],
    ["cut off", "bounds", cutOff],
    ["skewed", "perspective", keystone],
    ["too small", "resolution", shrink],
  ] as const)("fails a %s document on %s only", async (_label, key, distort) => {
    const result = await assessImageQuality({ image: await distort(front), expectPortrait: false });
    expect(badKeys(result.verdicts)).toEqual([key]);
  });

  it("fails the portrait check when the front shows no face", async () => {
    const { front: silhouette } = await renderDemoDocument(portugueseIdCard);
    const result = await assessImageQuality({ image: silhouette, expectPortrait: true, detectFaces });
    expect(result.verdicts.portrait).toBe("BAD");
  });
});
