import type { JobDeclaration } from "@/lib/jobs/job-registry";
import { recordFaceAttemptComparisons } from "./duplicates/face-attempts";
import { screenCase } from "./duplicates/screen-case";

/** A finished process's screening (duplicates, then risk) runs with the finishing request; the attempts' faces later. */
export const CASE_JOBS: JobDeclaration[] = [
  { kind: "case-screening", run: screenCase, maxBackoffMs: 10 * 60_000, runsWithItsRequest: true },
  { kind: "face-attempts", run: recordFaceAttemptComparisons, maxBackoffMs: 10 * 60_000 },
];
