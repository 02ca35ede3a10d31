import { describe, expect, it } from "vitest";
import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { processScores } from "./record-scores";

const record = (action: string, stepId: string, result: Record<string, unknown>): StepRecordView => ({
  type: "step",
  action,
  stepId,
  status: true,
  payload: {},
  info: {},
  config: {},
  provider: { status: true, result },
  error: {},
  triggerId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  deviceType: "mobile",
});

const flowStep = (id: string, settings: Record<string, unknown>) => ({ id, action: { settings } }) as unknown as TFlowStep;

describe("processScores", () => {
  it("reads each metric from its family, the newest record winning, with the threshold it was judged against", () => {
    const scores = processScores({
      flow: { id: "f", name: "f", settings: [], steps: [flowStep("document", { imageQuality: { minFocus: 300 } })] },
      data: [
        record("face-compare-2d2d", "match", { score: 0.41, threshold: 0.7 }),
        record("document-ocr", "document", { measures: { front: { focus: 812.4, glareShare: 0.004 } } }),
        record("face-liveness-2d", "liveness", { scores: { real: 0.93, live: 0.61 }, threshold: 0.5 }),
        record("face-compare-2d2d", "match", { score: 0.88, threshold: 0.7 }),
        record("form", "about", { score: 3 }),
      ],
    });
    expect(scores).toEqual([
      { metric: "face-match", score: 0.88, threshold: 0.7 },
      { metric: "document-focus", score: 812.4, threshold: 300 },
      { metric: "document-glare", score: 0.004, threshold: 0.03 },
      { metric: "liveness", score: 0.61, threshold: 0.5 },
    ]);
  });

  it("reads nothing from a record without a score (an enrolment, a face not found, an old document result)", () => {
    const scores = processScores({
      flow: { id: "f", name: "f", settings: [], steps: [] },
      data: [
        record("face-enroll-2d", "enroll", { detectionScore: 0.9 }),
        record("face-liveness-2d", "liveness", { scores: null, livenessStatus: 0 }),
        record("document-ocr", "document", { fields: {} }),
      ],
    });
    expect(scores).toEqual([]);
  });
});
