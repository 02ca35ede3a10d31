"use server";

import { runServerAction } from "@/lib/actions/run-server-action";
import {
  adoptLinkToken,
  applicantFromCookie,
  applicantPages,
  consentAsApplicant,
  goBackAsApplicant,
  joinCallAsApplicant,
  submitAsApplicant,
} from "@/lib/applicant/applicant";
import { type CallCheck, type StepResult, toStepFailure } from "@/lib/steps/common/applicant/step-result";

/** The link cookie of the process's pages is the applicant's only right; their client is always answered, never thrown at. */
const asApplicant = (processId: unknown) => ({ caller: () => applicantFromCookie(processId), onUnexpected: toStepFailure });

export async function adoptLink(processId: string, token: string): Promise<boolean> {
  return adoptLinkToken(processId, token);
}

export async function submitApplicantStep(processId: string, stepId: string, body: unknown, capture?: string): Promise<StepResult> {
  return runServerAction({
    ...asApplicant(processId),
    input: body,
    work: async (input, session) => submitAsApplicant(session, stepId, input, capture).then(() => ({})),
  });
}

export async function goBackApplicantStep(processId: string): Promise<StepResult> {
  return runServerAction({ ...asApplicant(processId), work: async (_input, session) => goBackAsApplicant(session).then(() => ({})) });
}

/** The waiting room's canjoin: at the call step, and whether a reviewer has opened the call yet. */
export async function checkVideoconference(processId: string): Promise<CallCheck> {
  return runServerAction({
    ...asApplicant(processId),
    work: async (_input, session) => applicantPages.isCallOpen(session),
  });
}

export async function joinApplicantVideoconference(processId: string): Promise<StepResult> {
  return runServerAction({ ...asApplicant(processId), work: async (_input, session) => joinCallAsApplicant(session).then(() => ({})) });
}

/** The applicant agrees to the processing of their face: recorded once per process, before any biometric capture. */
export async function consentToBiometrics(processId: string): Promise<StepResult> {
  return runServerAction({ ...asApplicant(processId), work: async (_input, session) => consentAsApplicant(session).then(() => ({})) });
}
