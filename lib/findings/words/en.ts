import type { FindingWords } from "./types";

const CHECKS: Record<string, string> = {
  mrz: "the machine-readable zone",
  docType: "the document type",
  text: "the printed zone against the machine-readable zone",
  integrity_doc_number: "the document number's check digit",
  integrity_birth_date: "the birth date's check digit",
  integrity_expiry_date: "the expiry date's check digit",
  integrity_id_number: "the identity number's check digit",
  expiry_date: "the expiry date",
  imageQA: "the photo quality",
  match_name: "the given names",
  match_surname: "the surname",
  match_birth_date: "the birth date",
  match_nationality: "the nationality",
  faceCoverage: "a face in enough frames",
  consistency: "the same face throughout",
  motion: "natural movement",
  modelLiveness: "the liveness model's score",
};

const FIELDS: Record<string, string> = {
  name: "given names",
  surname: "surname",
  birth_date: "birth date",
  nationality: "nationality",
};

const QUALITY: Record<string, string> = {
  focus: "blurred",
  glares: "glare",
  bounds: "card not fully in the frame",
  perspective: "taken at an angle",
  resolution: "resolution too low",
  portrait: "no portrait found",
};

const SIDES: Record<string, string> = { front: "front", back: "back" };

const OUTCOMES = {
  approved: "approved",
  rejected: "rejected",
  "resubmission-requested": "asked to resubmit",
  negative: "finished negatively",
  finished: "finished, not decided",
  "in-progress": "in progress",
} as const;

export const en: FindingWords = {
  locale: "en",
  list: (items) => new Intl.ListFormat("en", { type: "conjunction" }).format(items),
  checks: (keys) => keys.map((key) => CHECKS[key] ?? key),
  kinds: {
    "negative-finish": ({ attempts, maxRetries }) =>
      maxRetries === null || attempts === 0
        ? "The process ended negatively"
        : `Ended the process negatively: failed ${attempts} times, more than the ${maxRetries} ${maxRetries === 1 ? "retry" : "retries"} allowed`,
    "check-failed": () => "The check failed",
    "not-analysed": () => "Not analysed: no provider checked this step, so its pass means nothing",
    "result-unreadable": () => "The check's result could not be read by this version",
    "document-expired": ({ expiryDate }, w) => (expiryDate ? `Document expired on ${w.date(expiryDate)}` : "Document expired"),
    "document-mismatch": ({ fields }, w) => `The document does not match the form: ${w.list(fields.map((f) => FIELDS[f] ?? f))}`,
    "document-unreadable": ({ checks }, w) => `The document could not be read reliably: ${w.list(w.checks(checks))} did not hold`,
    "document-uncertain": ({ checks }, w) => `Uncertain reading of ${w.list(w.checks(checks))}`,
    "image-quality": ({ problems }, w) =>
      problems.length
        ? `Photo quality too low: ${w.list(problems.map((p) => `${SIDES[p.side] ?? p.side} ${w.list(p.checks.map((c) => QUALITY[c] ?? c))}`))}`
        : "Photo quality too low",
    "face-mismatch": ({ score, threshold }, w) => `Face match score ${w.score(score)}, below the threshold ${w.score(threshold)}`,
    "face-near-threshold": ({ score, threshold, margin }, w) =>
      `Face match score ${w.score(score)}, within ${w.score(margin)} of the threshold ${w.score(threshold)}`,
    "no-face": () => "No face found in the photo",
    "liveness-failed": () => "Liveness below the threshold (an indicative check)",
    "video-liveness-failed": ({ checks }, w) =>
      checks.length ? `Video liveness failed: no ${w.list(w.checks(checks))}` : "Video liveness failed",
    "screening-hit": ({ hits }) => (hits === 1 ? "1 possible sanctions-list match" : `${hits} possible sanctions-list matches`),
    "code-not-confirmed": ({ reason }) =>
      reason === "expired"
        ? "The code sent by SMS was not confirmed: it had expired"
        : reason === "wrong"
          ? "The code sent by SMS was not confirmed: a wrong code was entered"
          : "The code sent by SMS was not confirmed",
    "digital-key-failed": () => "The digital-key sign-in was not verified",
    "call-failed": ({ reason }) =>
      reason ? `The video agent judged the call failed: ${reason}` : "The video agent judged the call failed",
    "call-postponed": ({ date }, w) =>
      `Video identification not done: the applicant postponed the call${date ? ` and asked to be called on ${w.dateTime(date)}` : ""}`,
    retried: ({ failedAttempts }) =>
      failedAttempts === 1 ? "Passed after 1 failed attempt" : `Passed after ${failedAttempts} failed attempts`,
    "not-performed": ({ steps }, w) => `Not performed: ${w.list(steps)}`,
    "document-changed": ({ documentNumbers }) => `The document number changed between attempts: ${documentNumbers.join(" → ")}`,
    "face-changed": ({ score, threshold }, w) =>
      `The face changed between attempts: score ${w.score(score)}, below the threshold ${w.score(threshold)}`,
    "face-unsure": () => "The faces of the attempts could not be compared: no face in one of them",
    "duplicate-document": ({ otherProcessId, otherOutcome }) =>
      `Same document as process ${otherProcessId.slice(0, 8)} (${OUTCOMES[otherOutcome]})`,
    "duplicate-face": ({ otherProcessId, otherOutcome, score }, w) =>
      `Same face as process ${otherProcessId.slice(0, 8)} (score ${w.score(score)}, ${OUTCOMES[otherOutcome]})`,
    "duplicate-of-rejected": ({ otherProcessId, otherOutcome, match }) =>
      `Same ${match === "face" ? "face" : "document"} as process ${otherProcessId.slice(0, 8)}, which was ${OUTCOMES[otherOutcome]}`,
    "screening-alert": ({ alerts }) =>
      alerts === 1 ? "1 open alert from ongoing sanctions screening" : `${alerts} open alerts from ongoing sanctions screening`,
    "device-change": ({ devices }) => `The applicant used ${devices} different devices`,
  },
  attempts: (attempts) => `after ${attempts} attempts`,
  severities: { critical: "critical", warning: "to weigh", notice: "to note" },
  names: {
    "negative-finish": "The process ended negatively",
    "check-failed": "A check failed",
    "not-analysed": "Not analysed",
    "result-unreadable": "Result unreadable",
    "document-expired": "Document expired",
    "document-mismatch": "Document does not match the form",
    "document-unreadable": "Document unreadable",
    "document-uncertain": "Document reading uncertain",
    "image-quality": "Photo quality too low",
    "face-mismatch": "Face does not match",
    "face-near-threshold": "Face match near its threshold",
    "no-face": "No face found",
    "liveness-failed": "Liveness failed",
    "video-liveness-failed": "Video liveness failed",
    "screening-hit": "Sanctions or PEP match",
    "code-not-confirmed": "Code not confirmed",
    "digital-key-failed": "Digital key failed",
    "call-failed": "Video call failed",
    "call-postponed": "Video call postponed",
    "not-performed": "Not performed",
    "document-changed": "Document changed between attempts",
    "face-changed": "Face changed between attempts",
    "face-unsure": "Faces could not be compared",
    "duplicate-document": "Same document as another process",
    "duplicate-face": "Same face as another process",
    "duplicate-of-rejected": "Duplicate of a rejected process",
    "screening-alert": "Screening alert",
    "device-change": "Device changed",
    retried: "Passed after failed attempts",
  },
};
