import { beforeAll, describe, expect, it } from "vitest";
import { germanPassport, portugueseIdCard } from "@/lib/demo/demo-identities";
import { cropAround, locateFaces, samplePhoto } from "@/lib/demo/sample-photos";
import { renderDemoDocument } from "../../demo/render-demo-document";
import { createFaceEngine } from "../face/human-engine";
import { analyzeDocument } from "./analyze-document";
import type { DetectFaces } from "./image-quality";
import { composeTd1 } from "./mrz-compose";

const today = new Date("2026-11-22T00:00:00Z");
let detectFaces: DetectFaces;
let portrait: Buffer;

beforeAll(async () => {
  const engine = await createFaceEngine();
  detectFaces = async (image) => (await engine.detect(image)).map((face) => ({ box: face.box, score: face.detectionScore }));
  const group = await samplePhoto(3);
  const [face] = await locateFaces((image) => engine.detect(image), group);
  if (!face) throw new Error("the sample photo should show a face");
  portrait = await cropAround(group, face.box);
}, 60_000);

describe("analyzeDocument", { timeout: 30_000 }, () => {
  it("reads a Portuguese ID card (TD1) into the spec's fields with every validation GOOD", async () => {
    const { front, back } = await renderDemoDocument(portugueseIdCard, { portrait });
    const form = { name: "maria ines", surname: "Conceição Sousa", birthday: "1990-04-12", nationality: "PRT" };
    const result = await analyzeDocument({ doctype: "idcard", front, back, form, detectFaces, today });
    expect(result.fields).toEqual({
      issuing_country: "PRT",
      nationality: "PRT",
      name: "MARIA INES",
      surname: "CONCEICAO SOUSA",
      doc_number: "C12345678",
      birth_date: "1990-04-12",
      gender: "F",
      expiry_date: "2031-05-30",
      mrz: composeTd1({ ...portugueseIdCard, documentCode: "I" }).join("\n"),
      id_number: "123456789",
    });
    expect(result.validations).toEqual({
      mrz: "GOOD",
      docType: "GOOD",
      expiry_date: "GOOD",
      integrity_doc_number: "GOOD",
      integrity_birth_date: "GOOD",
      integrity_expiry_date: "GOOD",
      integrity_id_number: "GOOD",
      imageQA: "GOOD",
      match_name: "GOOD",
      match_surname: "GOOD",
      match_birth_date: "GOOD",
      match_nationality: "GOOD",
      text: "GOOD",
    });
    expect(result.uncertainCharacters).toEqual([]);
    expect(result).toMatchObject({ passed: true, failedChecks: [], chosenMap: "idcard_pt" });
    expect(result.additionalFields).toMatchObject({ age: 36, remainderterm: 4.5, issuing_state_name: "Portugal" });
    expect(result.imageQA.front.portrait).toBe("GOOD");
    expect(result.images.photo?.contentType).toBe("image/jpeg");
    expect(result.images.back?.contentType).toBe("image/jpeg");
  });

  it("reads a German passport (TD3) with the default map and the century of birth decided from today", async () => {
    const { front } = await renderDemoDocument(germanPassport, { portrait });
    const result = await analyzeDocument({ doctype: "passport", front, detectFaces, today });
    expect(result.fields).toMatchObject({
      issuing_country: "D",
      nationality: "D",
      name: "ANNA LENA",
      surname: "MULLER",
      doc_number: "C01X00T47",
      birth_date: "1985-11-03",
      gender: "F",
      expiry_date: "2033-02-14",
    });
    expect(result).toMatchObject({ passed: true, chosenMap: "default" });
    expect(result.images.back).toBeUndefined();
  });

  it("fails integrity_doc_number when the document number's check digit is wrong", async () => {
    const [line1, line2, line3] = composeTd1({ ...portugueseIdCard, documentCode: "I" });
    const tampered = `${line1.slice(0, 14)}${(Number(line1.charAt(14)) + 3) % 10}${line1.slice(15)}`;
    const { front, back } = await renderDemoDocument(portugueseIdCard, { portrait, mrzLines: [tampered, line2, line3] });
    const result = await analyzeDocument({ doctype: "idcard", front, back, detectFaces, today });
    expect(result.validations.integrity_doc_number).toBe("BAD");
    expect(result.validations.integrity_birth_date).toBe("GOOD");
    expect(result.failedChecks).toContain("integrity_doc_number");
    expect(result.passed).toBe(false);
  });

  it("fails expiry_date for an expired document and match_surname for another person's form", async () => {
    const expired = { ...portugueseIdCard, expiryDate: "2024-01-31" };
    const { front, back } = await renderDemoDocument(expired, { portrait });
    const result = await analyzeDocument({ doctype: "idcard", front, back, detectFaces, today, form: { surname: "Silva" } });
    expect(result.validations).toMatchObject({ expiry_date: "BAD", integrity_expiry_date: "GOOD", match_surname: "BAD" });
    expect(result.failedChecks).toEqual(["expiry_date", "match_surname"]);
  });

  it("fails docType when a passport is submitted as an ID card", async () => {
    const { front } = await renderDemoDocument(germanPassport, { portrait });
    const result = await analyzeDocument({ doctype: "idcard", front, detectFaces, today });
    expect(result.validations.docType).toBe("BAD");
  });
});
