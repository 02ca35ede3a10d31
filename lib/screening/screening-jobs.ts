import type { JobDeclaration } from "@/lib/jobs/job-registry";
import { rescreenFinishedProcesses } from "./rescreen-job";

/** Ongoing screening: finished processes screened again against the sanctions list in force (it reschedules itself). */
export const SCREENING_JOBS: JobDeclaration[] = [{ kind: "rescreen", run: rescreenFinishedProcesses, maxBackoffMs: 10 * 60_000 }];
