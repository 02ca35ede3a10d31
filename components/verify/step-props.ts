import type { ApplicantStep } from "@/lib/applicant/load-applicant-view";

export type StepProps = { processId: string; step: ApplicantStep; lang: string };
