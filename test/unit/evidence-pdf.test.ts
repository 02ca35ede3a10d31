import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { EvidenceInput } from "@/lib/analysis/evidence/evidence-input";
import { sha256 } from "@/lib/analysis/evidence/hash-files";
import { renderEvidencePdf } from "@/lib/analysis/evidence/render-evidence-pdf";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { evidenceStep } from "@/lib/service/processes/evidence-step";
import { pdfToText } from "@/test/support/pdf-text";

/** A step record as the service stores it, read by its family for the file. */
const step = (name: string, record: Partial<StepRecordView>, images: EvidenceInput["steps"][number]["images"] = []) =>
  evidenceStep(
    {
      type: "step",
      action: "form",
      status: true,
      payload: {},
      info: {},
      config: {},
      provider: {},
      error: {},
      triggerId: null,
      stepId: "step",
      createdAt: "2026-11-21T10:00:00Z",
      deviceType: "mobile",
      ...record,
    },
    name,
    images,
  );

async function sampleInput(): Promise<EvidenceInput> {
  const front = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#c8d2dc" } })
    .jpeg()
    .toBuffer();
  const selfie = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#806050" } })
    .png()
    .toBuffer();
  return {
    process: {
      id: "proc_7f3a9c",
      status: "finished",
      negativeFinish: false,
      flowName: "Onboarding",
      createdAt: "2026-11-21T10:00:00Z",
      updatedAt: "2026-11-21T10:05:00Z",
    },
    applicantName: "Maria Inês Conceição",
    findings: ["Selfie: Face match score 0.41, below the threshold 0.70"],
    steps: [
      step("Personal data", {
        stepId: "step-form",
        createdAt: "2026-11-21T10:01:00Z",
        payload: { name: "Maria Inês", surname: "Conceição" },
      }),
      step(
        "Identity document",
        {
          stepId: "step-doc",
          action: "document-ocr",
          createdAt: "2026-11-21T10:03:00Z",
          provider: {
            status: true,
            result: {
              fields: { doc_number: "C12345678" },
              validations: { mrz: "GOOD" },
              measures: { front: { focus: 812.4, glareShare: 0.0066, cardArea: 0.61, sideInequality: 0.012, width: 1300, height: 900 } },
            },
          },
        },
        [{ label: "front", data: front, contentType: "image/jpeg" }],
      ),
      step(
        "Selfie",
        {
          stepId: "step-face",
          action: "face-compare-2d2d",
          status: false,
          createdAt: "2026-11-21T10:04:00Z",
          provider: { status: false, result: { score: 0.41, threshold: 0.7 } },
          error: { code: "BIOPMSSE422", message: "face: score 0.41 is below the threshold 0.7" },
        },
        [{ label: "selfie", data: selfie, contentType: "image/png" }],
      ),
    ],
    events: [
      { type: "process-created", createdAt: "2026-11-21T10:00:00Z", deviceType: "mobile", browser: "Chrome" },
      { type: "payload-submitted", stepId: "step-form", stepName: "Personal data", createdAt: "2026-11-21T10:01:00Z" },
      { type: "status-updated", status: "finished", createdAt: "2026-11-21T10:05:00Z" },
    ],
    files: [
      { bucket: "attachments", id: "file_front", name: "front.jpg", data: front },
      { bucket: "attachments", id: "file_selfie", name: "selfie.png", data: selfie },
    ],
    generatedAt: new Date("2026-11-21T10:05:01Z"),
  };
}

describe("renderEvidencePdf", () => {
  it("writes the process id, every step, the event log and the hash of every stored file", async () => {
    const input = await sampleInput();
    const result = await renderEvidencePdf(input);
    const text = await pdfToText(result.pdf);
    expect(text).toContain("proc_7f3a9c");
    for (const step of input.steps) {
      expect(text).toContain(step.stepId);
      expect(text).toContain(step.name ?? "");
    }
    expect(text).toContain("Maria Inês");
    expect(text).toContain("status-updated");
    for (const file of input.files) expect(text).toContain(sha256(file.data));
    expect(result.fileHashes.map((file) => file.sha256)).toEqual(input.files.map((file) => sha256(file.data)));
    expect(result.sha256).toBe(sha256(result.pdf));
  });

  it("opens with a one-page summary a person reads: who, each check in words with its limit, the outcome, the hashes", async () => {
    const input = await sampleInput();
    const { pdf } = await renderEvidencePdf(input);
    const firstPage = await pdfToText(pdf, { firstPage: 1, lastPage: 1 });
    expect(firstPage).toContain("Applicant: Maria Inês");
    expect(firstPage).toContain("Finished: 1 finding to weigh before deciding");
    expect(firstPage).toContain("Selfie: Face match score 0.41, below the threshold 0.70");
    const clear = await renderEvidencePdf({ ...input, findings: [] });
    expect(await pdfToText(clear.pdf, { firstPage: 1, lastPage: 1 })).toContain("Finished: every check passed");
    expect(firstPage).toContain("Front, glare: 0.7 % of the card, limit 3.0 %");
    expect(firstPage).toContain("Face match score 0.41, threshold 0.70");
    expect(firstPage).toContain("Selfie: failed");
    expect(firstPage).toContain("Not decided when this file was produced");
    expect(firstPage).not.toContain("glareShare");
    for (const file of input.files) expect(firstPage).toContain(sha256(file.data));
    const decided = await renderEvidencePdf({
      ...input,
      decision: { outcome: "approved", reason: "Identity verified", reviewer: "rui@example.com", decidedAt: "2026-11-22T09:00:00Z" },
    });
    expect(await pdfToText(decided.pdf, { firstPage: 1, lastPage: 1 })).toContain("approved (Identity verified) by rui@example.com");
  });
  it("writes a call's section: verdict with reason, agent, times, checklist, the recording's SHA-256 or that there is none, the captures", async () => {
    const input = await sampleInput();
    const face = input.steps[2]?.images ?? [];
    const call = (status: boolean, recording: unknown) =>
      step(
        "Video identification",
        {
          stepId: "step-call",
          action: "videoconference",
          status,
          createdAt: "2026-11-21T10:04:30Z",
          payload: { postpone: false },
          provider: {
            status,
            result: {
              agent: { id: "u-rui", name: "Rui", email: "rui@example.com" },
              reason: status ? "" : "document not shown",
              checklist: [
                { id: "face-visible", label: "Face clearly visible", checked: true },
                { id: "document-back", label: "Document back shown", checked: false },
              ],
              recording,
              times: { openedAt: "2026-11-21T10:02:00Z", connectedAt: "2026-11-21T10:02:10Z", endedAt: "2026-11-21T10:04:30Z" },
              callSeconds: 140,
            },
          },
        },
        face.map((image) => ({ ...image, label: "captures.face.url" })),
      );
    const hash = "ab".repeat(32);
    const recorded = await renderEvidencePdf({
      ...input,
      steps: [call(true, { bucket: "videos", sha256: hash, durationSeconds: 139.6, url: "/files/videos/v1" })],
    });
    const text = await pdfToText(recorded.pdf);
    expect(text).toContain("What was established");
    expect(text).toContain("Verdict: passed");
    expect(text).toContain("Agent: Rui <rui@example.com>");
    expect(text).toContain("connected 2026-11-21T10:02:10Z, ended 2026-11-21T10:04:30Z");
    expect(text).toContain("Duration: 140 s connected");
    // A hash is wider than the line: pdftotext breaks it.
    expect(text.replace(/\s+/g, " ")).toContain(`Recording: videos, 139.6 s, SHA-256 ${hash}`);
    expect(text).toContain("Checklist: [x] Face clearly visible");
    expect(text).toContain("Checklist: [ ] Document back shown");
    expect(text).toContain("captures.face.url");
    expect(text).toContain(sha256(face[0]?.data ?? Buffer.alloc(0)));

    const unrecorded = await pdfToText((await renderEvidencePdf({ ...input, steps: [call(false, null)] })).pdf);
    expect(unrecorded).toContain("Verdict: failed: document not shown");
    expect(unrecorded).toContain("Recording: no recording");
  });
});
