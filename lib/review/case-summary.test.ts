import { describe, expect, it } from "vitest";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/views/process-record";
import { caseSummary, fileRoles, recordState } from "./case-summary";

const step = (over: Partial<StepRecordView>): StepRecordView => ({
  type: "step",
  action: "form",
  status: true,
  payload: {},
  info: {},
  config: {},
  provider: {},
  error: {},
  triggerId: null,
  stepId: "form",
  createdAt: "2026-11-23T10:00:00Z",
  deviceType: "desktop",
  ...over,
});
const url = (id: string) => `http://x/api/files/processes/${id}`;

describe("the case summary", () => {
  it("says what each record is: a code sent is not a failure", () => {
    expect(recordState(step({ action: "otp", status: false }))).toBe("code-sent");
    expect(
      recordState(step({ action: "otp", status: false, error: { code: "BIOPMSSE422", message: "otpCode: the code is not right" } })),
    ).toBe("failed");
    expect(recordState(step({ status: true }))).toBe("passed");
  });

  it("warns when a document step's attempts read different numbers (spacing and case aside), not when they read one", () => {
    const read = (number: string) =>
      step({ action: "document-ocr", stepId: "doc", provider: { result: { fields: { doc_number: number } } } });
    const recordOf = (data: StepRecordView[]) =>
      ({
        status: "in-progress",
        negativeFinish: false,
        flow: { steps: [{ id: "doc", name: "ID" }] },
        data,
      }) as unknown as ProcessRecordView;
    expect(caseSummary(recordOf([read("C12345678"), read("c1234 5678")])).changedDocuments).toEqual([]);
    const changed = caseSummary(recordOf([read("C12345678"), read("P7654321"), read("C12345678")]));
    expect(changed.changedDocuments).toEqual([{ stepId: "doc", stepName: "ID", numbers: ["C12345678", "P7654321"] }]);
    expect(changed.concerns).toEqual([
      { id: "document-changed:doc", kind: "document-changed", stepName: "ID", detail: "C12345678 → P7654321" },
    ]);
  });

  it("reads the failure in words, the face score against its threshold, and names each concern", () => {
    const failedFace = step({
      action: "face-compare-2d2d",
      stepId: "face",
      status: false,
      payload: { template1: url("selfie"), template2: url("portrait") },
      provider: { result: { score: 0.41, threshold: 0.7 } },
      error: { code: "BIOPMSSE422", message: "face: score 0.41 is below the threshold 0.7" },
    });
    const record = {
      status: "finished",
      negativeFinish: true,
      flow: { steps: [{ id: "face", name: "Selfie match", action: { type: "face-compare-2d2d" } }] },
      data: [
        step({
          action: "face-liveness-2d",
          stepId: "live",
          payload: { photo: url("selfie") },
          provider: { result: { method: "single-frame-indicative" } },
        }),
        step({ action: "document-ocr", stepId: "doc", provider: { result: { images: { front: url("front"), photo: url("portrait") } } } }),
        failedFace,
        failedFace,
      ],
    } as unknown as ProcessRecordView;
    const summary = caseSummary(record);
    expect(summary.outcome).toBe("negative");
    expect(summary.failedChecks).toEqual([
      { stepId: "face", stepName: "Selfie match", message: "score 0.41 is below the threshold 0.7", attempts: 2 },
    ]);
    expect(summary.face).toEqual({ stepName: "Selfie match", score: 0.41, threshold: 0.7, passed: false });
    expect(summary.liveness).toMatchObject({ passed: true });
    expect(summary.retries).toBe(2);
    expect(summary.concerns.map((c) => c.id)).toEqual(["negative-finish", "failed-check:face"]);
    expect(Object.fromEntries(fileRoles(record))).toEqual({ selfie: "selfie", portrait: "document-portrait", front: "document-front" });
  });
});
