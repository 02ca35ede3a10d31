import fs from "node:fs";
import path from "node:path";

// scripts/test/e2e-server.sh writes these with `idv demo:media` before the server starts.
const MEDIA_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e", "media");

export type DemoMediaFile =
  | "id-front.jpg"
  | "id-back.jpg"
  | "id-back-worn.jpg"
  | "passport.jpg"
  | "selfie.jpg"
  | "other-selfie.jpg"
  | "liveness.mp4";

/** The demo applicant's form data: the ID card in the media files is hers, and so is selfie.jpg. */
export { DEMO_APPLICANT } from "../../lib/demo/demo-media";

export function demoMedia(name: DemoMediaFile): Buffer {
  return fs.readFileSync(path.join(MEDIA_DIR, name));
}

export function demoMediaBase64(name: DemoMediaFile): string {
  return demoMedia(name).toString("base64");
}

/** A file for `setInputFiles`. */
export function demoUpload(name: DemoMediaFile): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: name.endsWith(".mp4") ? "video/mp4" : "image/jpeg", buffer: demoMedia(name) };
}

/** The demo applicant's ID card as a document-ocr body. */
export function demoIdCard(): { doctype: "idcard"; front: string; back: string } {
  return { doctype: "idcard", front: demoMediaBase64("id-front.jpg"), back: demoMediaBase64("id-back.jpg") };
}
