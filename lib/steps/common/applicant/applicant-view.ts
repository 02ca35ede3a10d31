import type { ActionType } from "@/lib/steps/action-types";

export type ApplicantBranding = { name: string; primary: string; secondary: string; font: string; logo: string };

export type CodeProgress = { isRequested: boolean; sends: number; sentAt: string; expiresAt: string };

export type CompareTemplates = { template1: string; template2: string; isAgainstDocument: boolean };

export type ApplicantStep = {
  id: string;
  name: string;
  type: ActionType;
  fields: { name: string; required: boolean; label?: string }[];
  settings: Record<string, unknown>;
  canGoBack: boolean;
  attemptsLeft: number;
  /** Attempts left are shown only once the applicant has failed this step. */
  hasFailed: boolean;
  /** "Step position of total": a flow's steps run in their order. */
  progress: { position: number; total: number };
  /** code steps: the phone the applicant gave in an earlier step, to start the form with. */
  phone: { country: string; number: string } | null;
  code: CodeProgress | null;
  /** face-compare steps: the photos of earlier steps that the comparison uses (file URLs). */
  compare: CompareTemplates | null;
  /** signing steps: the account's document to sign. */
  fileId: string | null;
  /** biometric steps: whether the applicant agreed yet, and the days the account keeps what is captured. */
  biometricConsent: { given: boolean; keepDays: number } | null;
};

export type ApplicantView =
  | { kind: "step"; branding: ApplicantBranding; step: ApplicantStep }
  | { kind: "finished"; branding: ApplicantBranding; isNegative: boolean };
