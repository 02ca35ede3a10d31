import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfToText } from "@/test/support/pdf-text";
import type { EvidenceInput } from "./evidence-input";
import { sha256 } from "./hash-files";
import { renderEvidencePdf } from "./render-evidence-pdf";

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
    steps: [
      {
        stepId: "step-form",
        name: "Personal data",
        action: "form",
        status: true,
        createdAt: "2026-11-21T10:01:00Z",
        payload: { name: "Maria Inês", surname: "Conceição" },
      },
      {
        stepId: "step-doc",
        name: "Identity document",
        action: "document-ocr",
        status: true,
        createdAt: "2026-11-21T10:03:00Z",
        provider: { status: true, result: { fields: { doc_number: "C12345678" }, validations: { mrz: "GOOD" } } },
        images: [{ label: "front", data: front, contentType: "image/jpeg" }],
      },
      {
        stepId: "step-face",
        name: "Selfie",
        action: "face-compare-2d2d",
        status: false,
        createdAt: "2026-11-21T10:04:00Z",
        provider: { status: false, result: { score: 0.41 } },
        images: [{ label: "selfie", data: selfie, contentType: "image/png" }],
      },
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
});
