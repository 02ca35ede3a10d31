/**
 * The face checks. `check` is what the built-in provider does, `is3d` whether a 3D client may send a `template`
 * (compare: whether the first face is an enrolled template), `submits` the body's fields in the spec's order (the
 * applicant page sends the same ones; `photo` is a Base64 image, the others references or templates).
 */
export const FACE_TYPES = {
  "face-liveness-3d": { submissions: 1, check: "liveness", is3d: true, submits: ["reference", "photo", "template"] },
  "face-liveness-2d": { submissions: 1, check: "liveness", is3d: false, submits: ["photo"] },
  "face-verify-2d": { submissions: 1, check: "verify", is3d: false, submits: ["photo"] },
  "face-verify-3d": { submissions: 1, check: "verify", is3d: true, submits: ["template", "photo"] },
  "face-compare-2d2d": { submissions: 1, check: "compare", is3d: false, submits: ["template1", "template2"] },
  "face-compare-3d2d": { submissions: 1, check: "compare", is3d: true, submits: ["template1", "template2"] },
  "face-enroll-2d": { submissions: 1, check: "enroll", is3d: false, submits: ["photo", "reference"] },
  "face-enroll-3d": { submissions: 1, check: "enroll", is3d: true, submits: ["template", "photo"] },
} as const;

export type FaceType = keyof typeof FACE_TYPES;
export type FaceCheck = (typeof FACE_TYPES)[FaceType]["check"];

/** How the applicant pages took a photo; the API's clients say nothing of it. */
export const PHOTO_CAPTURES = ["camera", "upload"] as const;
export type PhotoCapture = (typeof PHOTO_CAPTURES)[number];

/** A liveness check takes a file the applicant picked only when its flow allows it (`allowPhotoUpload`); others always do. */
export function isPhotoUploadAllowed(type: string, settings: Record<string, unknown>): boolean {
  return faceTraitsOf(type)?.check !== "liveness" || settings.allowPhotoUpload === true;
}

/** The face traits of a stored action name, or undefined when it is not a face step. */
export function faceTraitsOf(action: string): (typeof FACE_TYPES)[FaceType] | undefined {
  return Object.hasOwn(FACE_TYPES, action) ? FACE_TYPES[action as FaceType] : undefined;
}
