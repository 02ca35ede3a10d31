import type { Finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import type { StepScore } from "./step-scores";

/** What one step record is, in a word: a code *sent* or a call *postponed* is neither passed nor failed. */
export type RecordState = "passed" | "failed" | "code-sent" | "postponed" | "recorded";

/** What each stored image of the process is, by the step that kept it. */
export type ImageRole = "selfie" | "document-portrait" | "document-front" | "document-back" | "face-template";

/** What a record says about the applicant and which of its files show them: the family reads its own JSON. */
export type RecordFacts = {
  name?: string;
  birthDate?: string;
  email?: string;
  phones?: { country: string; number: string }[];
  country?: string;
  document?: { number?: string; country?: string; type?: string; expiryDate?: string; name?: string; birthDate?: string };
  /** Stored images by what they show (file URLs). */
  images?: Partial<Record<ImageRole, string>>;
  /** The face this attempt showed: a face step's photo, a document's cropped portrait (a file URL). */
  face?: string;
  /** When the applicant asked to be called (a scheduling step's booking, a postponed call's request). */
  callback?: { at: string };
  /** A sanctions screening: the names screened and the listed entries it already matched (ongoing screening skips those). */
  screening?: { names: string[]; listedIds: string[] };
};

/** What a family's facts read of a record: a stored one, or an earlier record as a provider is handed it. */
export type RecordLike = Pick<StepRecordView, "action" | "payload" | "provider">;

/** How findings are judged where a family cannot know alone: the margin comes from the risk rules in force. */
export type FindingOptions = { faceMargin: number };
export const DEFAULT_FINDING_OPTIONS: FindingOptions = { faceMargin: 0.05 };

/** The step of the flow a record belongs to, as its family reads it. */
export type StepContext = { stepId: string; stepName: string; settings: Record<string, unknown>; options: FindingOptions };

/**
 * How the rest of the app reads a step family's records: the family alone knows its result's shape. Findings of one
 * attempt say what it established that a reviewer must weigh (nothing for a clean pass); step findings compare attempts.
 */
export type StepReader = {
  stateOf(record: StepRecordView): RecordState;
  attemptFindings(record: StepRecordView, step: StepContext): Finding[];
  stepFindings?(attempts: StepRecordView[], step: StepContext): Finding[];
  facts(record: RecordLike): RecordFacts;
  /** What the record established, in plain English lines, for the evidence file's summary page. */
  evidenceLines(record: StepRecordView): string[];
  /** More lines for the record's own section of the evidence file (a call's agent, times, checklist). */
  evidenceDetail?(record: StepRecordView): string[];
  /** The scores the record carries that the case page compares with the account's other processes. */
  scores?(record: StepRecordView, settings: Record<string, unknown>): StepScore[];
};
