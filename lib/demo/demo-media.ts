import sharp from "sharp";
import type { FaceAnalyzer } from "@/lib/analysis/face/face-analyzer";
import type { DetectedFace } from "@/lib/analysis/face/human-engine";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { halfErased } from "./altered-documents";
import { germanPassport, portugueseIdCard } from "./demo-identities";
import { driftingFrames, encodeClip } from "./encode-clip";
import { cropAround, locateFaces, samplePhoto } from "./sample-photos";

/** The demo applicant's data as a form would carry it (the ID card below is hers). */
export const DEMO_APPLICANT = {
  name: `${portugueseIdCard.givenNames} ${portugueseIdCard.surname}`,
  email: "maria.sousa@example.pt",
  phone: { country: "PT", number: "912345678" },
  birthday: portugueseIdCard.birthDate,
  country: "PT",
};

export type DemoMedia = {
  idCard: { front: Buffer; back: Buffer };
  /** The ID card's back worn: one character of its document number half rubbed off. */
  wornIdCardBack: Buffer;
  /** A German passport with the same portrait (another document of hers, for document-only flows). */
  passport: Buffer;
  /** The same person as on the ID card, in another capture (mirrored, darker, smaller, compressed). */
  selfie: Buffer;
  /** Somebody else. */
  otherSelfie: Buffer;
  /** A short MPEG-4 selfie clip in which the applicant's face moves a little. */
  livenessClip: Buffer;
};

const byX = (faces: DetectedFace[]) => [...faces].sort((a, b) => a.box[0] - b.box[0]);

/**
 * Images a demo or a test can submit to the real checks: an ID card rendered here with a portrait cut from a photo
 * shipped in @vladmandic/face-api (read at run time, never committed), a selfie of the same face, another person.
 */
export async function createDemoMedia(analyzer: FaceAnalyzer): Promise<DemoMedia> {
  const [first, sixth] = await Promise.all([samplePhoto(1), samplePhoto(6)]);
  const detect = (image: Buffer) => analyzer.detectFaces(image);
  const subject = byX(await locateFaces(detect, first)).at(-1);
  const other = byX(await locateFaces(detect, sixth)).at(0);
  if (!subject || !other) throw new Error("the sample photos of @vladmandic/face-api should show faces");
  const portrait = await cropAround(first, subject.box);
  const [idCard, passport] = await Promise.all([
    renderDemoDocument(portugueseIdCard, { portrait }),
    renderDemoDocument(germanPassport, { portrait }),
  ]);
  if (!idCard.back) throw new Error("an ID card has a back");
  const wornIdCardBack = await halfErased(idCard.back, { doctype: "idcard", mrzLines: idCard.mrzLines, line: 0, column: 11 });
  const selfie = await sharp(await cropAround(first, subject.box, 1))
    .flop()
    .modulate({ brightness: 0.85 })
    .resize(640)
    .jpeg({ quality: 70 })
    .toBuffer();
  return {
    idCard: { front: idCard.front, back: idCard.back },
    wornIdCardBack,
    passport: passport.front,
    selfie,
    otherSelfie: await sharp(await cropAround(sixth, other.box, 1))
      .resize(640)
      .jpeg({ quality: 85 })
      .toBuffer(),
    livenessClip: await encodeClip(await driftingFrames(portrait, 8)),
  };
}
