import type { StepApiDoc } from "../common/api-doc";
import { FACE_TYPES, type FaceCheck, type FaceType } from "./action-types";

type FieldOf<C extends FaceCheck> = Extract<(typeof FACE_TYPES)[FaceType], { check: C }>["submits"][number];

const PHOTO = "`photo` (Base64 image)";
const KEPT = "kept in the record, not interpreted";

/** Each check's words for the fields its types take (tsc checks every field a type submits has them). */
const FIELDS: { [C in FaceCheck]: Record<FieldOf<C>, string> } = {
  liveness: { photo: PHOTO, reference: `\`reference\` (string, ${KEPT})`, template: `\`template\` (a 3D client's scan, ${KEPT})` },
  verify: { photo: PHOTO, template: "`template` (the URL of the face template or photo of this process to verify against)" },
  compare: {
    template1: "`template1` (the URL of a photo or face template of this process)",
    template2: "`template2` (another such URL)",
  },
  enroll: { photo: PHOTO, reference: `\`reference\` (string, ${KEPT})`, template: `\`template\` (a 3D client's template, ${KEPT})` },
};

const BY_CHECK: Record<FaceCheck, Omit<StepApiDoc, "body">> = {
  liveness: {
    check:
      "liveness from one photo, indicative: no face → 422; scores below the threshold fail only with the flow setting `failOnIndicativeLiveness`",
    result: "`livenessStatus`, `scanResultBlob`, `scores` (`null`: no face), `threshold`, `method: single-frame-indicative`, `notice`",
  },
  verify: {
    check:
      "the photo's face against `template` when given, else the process's enrolled template, else its document portrait; no face, nothing to compare with, or a score below the match threshold (flow setting `threshold`, default 0.70) → 422",
    result: "`score`, `threshold`, `against` (the URL compared with), `method: local-embedding`",
  },
  compare: {
    check: "the two faces compared: an unknown URL, no face, or a score below the match threshold → 422",
    result: "`score`, `threshold`, `method: local-embedding`",
  },
  enroll: {
    check: "a face must be found (else 422); it becomes a face template file of the process, which later verify steps use",
    result: "`templateUrl`, `detectionScore`, `method: local-embedding`",
  },
};

/** A face type's words: its body from the fields it submits, its check and result from what it does. */
export function faceApiDoc(type: FaceType): StepApiDoc {
  const { check, submits } = FACE_TYPES[type];
  const fields: Record<string, string> = FIELDS[check];
  return { body: submits.map((field) => fields[field]).join(", "), ...BY_CHECK[check] };
}
