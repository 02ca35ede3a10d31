import { describe, expect, it } from "vitest";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { roomApplicant } from "./room-applicant";

const file = (id: string) => `https://idv.example/api/files/processes/${id}`;

function record(action: string, status: boolean, payload: Record<string, unknown>, result: Record<string, unknown> = {}): StepRecordView {
  return {
    type: action,
    action,
    status,
    payload,
    info: {},
    config: {},
    provider: { status, result },
    error: {},
    triggerId: null,
    stepId: action,
    createdAt: "2026-11-27T09:00:00Z",
    deviceType: "mobile",
  };
}

const documentRecord = (status: boolean, images: Record<string, string>, number = "C12345678") =>
  record(
    "document-ocr",
    status,
    { doctype: "idcard" },
    {
      fields: { name: "MARIA INES", surname: "SOUSA", doc_number: `${number}<`, birth_date: "1990-04-12", expiry_date: "2031-06-30" },
      images,
    },
  );

describe("what the agent's room shows of the applicant", () => {
  it("reads name, birth date, document number and expiry, the cropped portrait and the selfie from the passed records", () => {
    const applicant = roomApplicant([
      record("form", true, { name: "Maria Inês Sousa", birthday: "1990-04-12" }),
      documentRecord(true, { front: file("front-1"), back: file("back-1"), photo: file("portrait-1") }),
      record("face-liveness-2d", true, { photo: file("selfie-1") }),
    ]);
    expect(applicant).toEqual({
      name: "Maria Inês Sousa",
      birthDate: "1990-04-12",
      document: { number: "C12345678", expiryDate: "2031-06-30", type: "idcard", country: null },
      documentImage: { fileId: "portrait-1", shows: "document-portrait" },
      selfie: { fileId: "selfie-1", shows: "selfie" },
    });
  });

  it("shows the document front, saying so, when no portrait was cropped from the latest document", () => {
    const applicant = roomApplicant([
      documentRecord(true, { front: file("front-1"), photo: file("portrait-1") }),
      documentRecord(true, { front: file("front-2") }, "C87654321"),
    ]);
    expect(applicant.documentImage).toEqual({ fileId: "front-2", shows: "document-front" });
    expect(applicant.document.number).toBe("C87654321");
    expect(applicant.name).toBe("MARIA INES SOUSA");
  });

  it("ignores failed attempts and says nothing it does not have", () => {
    const applicant = roomApplicant([
      documentRecord(false, { front: file("front-x"), photo: file("portrait-x") }),
      record("face-liveness-2d", false, { photo: file("selfie-x") }),
    ]);
    expect(applicant).toEqual({
      name: null,
      birthDate: null,
      document: { number: null, expiryDate: null, type: null, country: null },
      documentImage: null,
      selfie: null,
    });
  });
});
