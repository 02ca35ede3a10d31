import fs from "node:fs/promises";
import path from "node:path";
import { closeSharedAnalysisPool, sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import type { DemoMedia } from "@/lib/demo/demo-media";
import { type Command, requireFlag } from "../cli";

const FILES = {
  "id-front.jpg": (m: DemoMedia) => m.idCard.front,
  "id-back.jpg": (m: DemoMedia) => m.idCard.back,
  "id-back-worn.jpg": (m: DemoMedia) => m.wornIdCardBack,
  "passport.jpg": (m: DemoMedia) => m.passport,
  "selfie.jpg": (m: DemoMedia) => m.selfie,
  "other-selfie.jpg": (m: DemoMedia) => m.otherSelfie,
  "liveness.mp4": (m: DemoMedia) => m.livenessClip,
};

export const demoMedia: Command = {
  name: "demo:media",
  usage: "demo:media --out DIR   (writes the demo applicant's rendered ID card, selfies and liveness clip, for tests and demos)",
  async run({ flags }) {
    const out = requireFlag(flags, "out");
    // Loaded by this command (and the seed) only: the demo's imaging code is not every call's.
    const { createDemoMedia } = await import("@/lib/demo/demo-media");
    try {
      const media = await createDemoMedia(sharedAnalysisPool());
      await fs.mkdir(out, { recursive: true });
      for (const [name, pick] of Object.entries(FILES)) await fs.writeFile(path.join(out, name), pick(media));
    } finally {
      await closeSharedAnalysisPool();
    }
    return { json: { out, files: Object.keys(FILES) }, human: `Wrote ${Object.keys(FILES).join(", ")} to ${out}` };
  },
};
