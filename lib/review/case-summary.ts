import type { FaceAttemptComparison } from "@/lib/queue/face-attempts";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/views/process-record";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { faceTraitsOf } from "@/lib/steps/face/action-types";
import { VIDEO_TYPES } from "@/lib/steps/video/action-types";
import { fileIdFromUrl } from "./file-links";

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const asNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const resultOf = (step: StepRecordView): Json => asObject(asObject(step.provider).result);

/** What a step record says, in the words a reviewer reads: a code *sent* is not a failure. */
export type RecordState = "passed" | "failed" | "code-sent" | "not-checked";

export function recordState(step: StepRecordView): RecordState {
  if (step.status) return "passed";
  if (typeof step.error.code === "string") return "failed";
  return Object.hasOwn(CODE_TYPES, step.action) ? "code-sent" : "not-checked";
}

export type FailedCheck = { stepId: string; stepName: string; message: string; attempts: number };
export type FaceScore = { stepName: string; score: number; threshold: number | null; passed: boolean };
export type Liveness = { stepName: string; passed: boolean; method: string | null };
export type AmlHits = { stepId: string; stepName: string; hits: number };
/** A step whose attempts read different document numbers: the applicant may have changed documents (or people). */
export type ChangedDocument = { stepId: string; stepName: string; numbers: string[] };
/** Consecutive attempts of a step whose faces differ (score under the threshold), or could not be compared (score null: no face in one). */
export type ChangedFace = { stepId: string; toSeq: number; stepName: string; score: number | null; threshold: number };
export type Concern = {
  id: string;
  kind: "negative-finish" | "failed-check" | "aml-hit" | "document-changed" | "face-changed" | "face-unsure";
  stepName?: string;
  detail?: string;
};

export type CaseSummary = {
  outcome: "in-progress" | "finished" | "negative";
  /** Steps whose latest attempt failed its check, with the check's own words. */
  failedChecks: FailedCheck[];
  face: FaceScore | null;
  liveness: Liveness | null;
  aml: AmlHits[];
  /** Failed attempts over the whole process. */
  retries: number;
  /** Steps whose attempts read more than one document number, in the order read. */
  changedDocuments: ChangedDocument[];
  /** Consecutive attempts whose faces differ or could not be compared, from the screening job's comparisons. */
  changedFaces: ChangedFace[];
  /** What approving asks the reviewer to acknowledge, each by name. */
  concerns: Concern[];
};

/** "face: score 0.41 is below the threshold 0.7" → "score 0.41 is below the threshold 0.7": the step's name says what was checked. */
export function plainFailure(message: unknown): string {
  const text = typeof message === "string" ? message : "";
  return text.replace(/^[a-zA-Z0-9_.]+: /, "");
}

function latestPerStep(steps: StepRecordView[], keep: (step: StepRecordView) => boolean): StepRecordView[] {
  const latest = new Map<string, StepRecordView>();
  for (const step of steps) if (keep(step) && recordState(step) !== "code-sent") latest.set(step.stepId, step);
  return [...latest.values()];
}

const compactNumber = (value: unknown) => (typeof value === "string" ? value.toUpperCase().replace(/[^A-Z0-9*]/g, "") : "");

/** Per document step, the distinct document numbers its attempts read (OCR fields), when there is more than one. */
function changedDocuments(steps: StepRecordView[], nameOf: (step: StepRecordView) => string): ChangedDocument[] {
  const byStep = new Map<string, { stepName: string; numbers: string[] }>();
  for (const step of steps) {
    const number = compactNumber(asObject(resultOf(step).fields).doc_number);
    if (!Object.hasOwn(DOCUMENT_TYPES, step.action) || !number) continue;
    const entry = byStep.get(step.stepId) ?? { stepName: nameOf(step), numbers: [] };
    if (!entry.numbers.includes(number)) entry.numbers.push(number);
    byStep.set(step.stepId, entry);
  }
  return [...byStep].filter(([, e]) => e.numbers.length > 1).map(([stepId, e]) => ({ stepId, ...e }));
}

const faceConcern = (face: ChangedFace): Concern =>
  face.score === null
    ? { id: `face-unsure:${face.stepId}`, kind: "face-unsure", stepName: face.stepName }
    : {
        id: `face-changed:${face.stepId}`,
        kind: "face-changed",
        stepName: face.stepName,
        detail: `${face.score.toFixed(2)} < ${face.threshold.toFixed(2)}`,
      };

/**
 * The case at a glance, from the record as the reader may see it (scores and verdicts are never masked) and the
 * stored comparisons of the faces of consecutive attempts.
 */
export function caseSummary(record: ProcessRecordView, faceComparisons: readonly FaceAttemptComparison[] = []): CaseSummary {
  const names = new Map(record.flow.steps.map((s) => [s.id, s.name]));
  const nameOf = (step: StepRecordView) => names.get(step.stepId) ?? step.stepId;
  const failed = record.data.filter((s) => recordState(s) === "failed");
  const attemptsOf = (stepId: string) => failed.filter((s) => s.stepId === stepId).length;
  const failedChecks = latestPerStep(record.data, () => true)
    .filter((s) => recordState(s) === "failed")
    .map((s) => ({ stepId: s.stepId, stepName: nameOf(s), message: plainFailure(s.error.message), attempts: attemptsOf(s.stepId) }));
  const faceRecord = latestPerStep(record.data, (s) => ["compare", "verify"].includes(faceTraitsOf(s.action)?.check ?? "")).at(-1);
  const faceScore = faceRecord ? asNumber(resultOf(faceRecord).score) : null;
  const faceThreshold =
    faceRecord &&
    (asNumber(resultOf(faceRecord).threshold) ??
      asNumber(asObject(record.flow.steps.find((d) => d.id === faceRecord.stepId)?.action.settings).threshold));
  const livenessRecord = latestPerStep(
    record.data,
    (s) => faceTraitsOf(s.action)?.check === "liveness" || Object.hasOwn(VIDEO_TYPES, s.action),
  ).at(-1);
  const aml = latestPerStep(record.data, (s) => Object.hasOwn(AML_TYPES, s.action))
    .map((s) => ({
      stepId: s.stepId,
      stepName: nameOf(s),
      hits: Array.isArray(resultOf(s).hits) ? (resultOf(s).hits as unknown[]).length : 0,
    }))
    .filter((a) => a.hits > 0);
  const outcome = record.negativeFinish ? "negative" : record.status === "finished" ? "finished" : "in-progress";
  const stepsWithFailures = [...new Set(failed.map((s) => s.stepId))];
  const changed = changedDocuments(record.data, nameOf);
  const changedFaces = faceComparisons
    .filter((c) => c.score === null || c.score < c.threshold)
    .map((c) => ({ stepId: c.stepId, toSeq: c.toSeq, stepName: names.get(c.stepId) ?? c.stepId, score: c.score, threshold: c.threshold }));
  const concerns: Concern[] = [
    ...(record.negativeFinish ? [{ id: "negative-finish", kind: "negative-finish" as const }] : []),
    ...stepsWithFailures.map((stepId) => {
      const last = failed.filter((s) => s.stepId === stepId).at(-1);
      return {
        id: `failed-check:${stepId}`,
        kind: "failed-check" as const,
        stepName: names.get(stepId) ?? stepId,
        detail: plainFailure(last?.error.message),
      };
    }),
    ...aml.map((a) => ({ id: `aml-hit:${a.stepId}`, kind: "aml-hit" as const, stepName: a.stepName, detail: String(a.hits) })),
    ...changed.map((c) => ({
      id: `document-changed:${c.stepId}`,
      kind: "document-changed" as const,
      stepName: c.stepName,
      detail: c.numbers.join(" → "),
    })),
    ...[...new Map(changedFaces.map((face) => [faceConcern(face).id, faceConcern(face)])).values()],
  ];
  return {
    outcome,
    failedChecks,
    face:
      faceRecord && faceScore !== null
        ? { stepName: nameOf(faceRecord), score: faceScore, threshold: faceThreshold ?? null, passed: faceRecord.status }
        : null,
    liveness: livenessRecord
      ? {
          stepName: nameOf(livenessRecord),
          passed: livenessRecord.status,
          method: typeof resultOf(livenessRecord).method === "string" ? String(resultOf(livenessRecord).method) : null,
        }
      : null,
    aml,
    retries: failed.length,
    changedDocuments: changed,
    changedFaces,
    concerns,
  };
}

/** What each stored image of the process is: a selfie, a document's portrait or an enrolled face template. */
export type FileRole = "selfie" | "document-portrait" | "document-front" | "document-back" | "face-template";

export function fileRoles(record: ProcessRecordView): Map<string, FileRole> {
  const roles = new Map<string, FileRole>();
  const mark = (url: unknown, role: FileRole) => {
    const fileId = fileIdFromUrl(url);
    if (fileId) roles.set(fileId, role);
  };
  for (const step of record.data) {
    const result = resultOf(step);
    const images = asObject(result.images);
    mark(images.photo, "document-portrait");
    mark(images.front, "document-front");
    mark(images.back, "document-back");
    mark(result.templateUrl, "face-template");
    if (faceTraitsOf(step.action)) mark(step.payload.photo, "selfie");
  }
  return roles;
}
