import { describe, expect, it } from "vitest";
import { testPng } from "@/lib/media/sample-images";
import { ZFlowStep } from "@/lib/service/contract/flow-schema";
import type { ActionContext } from "@/lib/steps/common/step-action";
import { faceAction } from "@/lib/steps/face/action";
import { noAnalysisProvider, registerProvider, resolveProvider, type StepProvider } from "./check-providers";

const faceLiveness2d = faceAction("face-liveness-2d");

const context: ActionContext = {
  step: ZFlowStep.parse({
    id: "s",
    name: "S",
    action: { type: "face-liveness-2d", provider: { providerId: "face06", provider: "liveness" } },
  }),
  accountId: "a",
  processId: "p",
  now: new Date(),
  stage: (bucket, bytes, contentType) => ({ id: "f", bucket, bytes, contentType, sha256: "", url: `http://x/api/files/${bucket}/f` }),
  hasAttachment: async () => false,
  isCallOpen: async () => false,
  earlierRecords: async () => [],
  readFile: async () => null,
};

describe("provider registry", () => {
  it("falls back to the no-analysis default", () => {
    expect(resolveProvider("aml", "aml01", "aml")).toBe(noAnalysisProvider);
  });

  it("uses the provider the step names, and its outcome lands in the record's provider", async () => {
    const seen: string[] = [];
    const provider: StepProvider = {
      providerId: "face06",
      provider: "liveness",
      actionTypes: ["face-liveness-2d"],
      async check(input) {
        seen.push(`${input.actionType} ${input.media.map((m) => `${m.field} ${m.width}x${m.height}`).join()}`);
        return { status: false, result: { livenessScore: 0.2 }, error: { code: "BIOPMSSE422", message: "photo: not a live person" } };
      },
    };
    const unregister = registerProvider(provider);
    try {
      expect(resolveProvider("face-liveness-2d", "face06", "liveness")).toBe(provider);
      const outcome = await faceLiveness2d.check({ photo: testPng(640, 480).toString("base64") }, context);
      expect(seen).toEqual(["face-liveness-2d photo 640x480"]);
      expect(outcome).toMatchObject({
        status: false,
        provider: { status: false, result: { livenessScore: 0.2 } },
        error: { message: "photo: not a live person" },
      });
    } finally {
      unregister();
    }
    expect(resolveProvider("face-liveness-2d", "face06", "liveness")).toBe(noAnalysisProvider);
  });
});
