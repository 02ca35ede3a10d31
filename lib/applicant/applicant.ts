import "server-only";
import { cookies, headers } from "next/headers";
import { db } from "@/lib/db/client";
import { withDatabase } from "@/lib/db/with-database";
import { env } from "@/lib/env";
import type { RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { deviceFromUserAgent } from "@/lib/service/device";
import { goBack } from "@/lib/service/processes/go-back";
import { bodyLimitBytes } from "@/lib/service/request-limits";
import { PHOTO_CAPTURES } from "@/lib/steps/face/action-types";
import { withApplicantReason } from "./applicant-check-failure";
import { consentAndJoinCall } from "./consent-and-join-call";
import { type ApplicantSession, getApplicantSession } from "./get-applicant-session";
import { getDocumentToSign } from "./get-document-to-sign";
import { giveBiometricConsent, submitWithConsent } from "./give-biometric-consent";
import { isCallOpen } from "./is-call-open";
import { LINK_COOKIE, linkCookieOptions } from "./link-token";
import { loadApplicantView } from "./load-applicant-view";

/** What the applicant's pages read, on this installation's database, for a session already checked. */
export const applicantPages = withDatabase({ loadApplicantView, getDocumentToSign, isCallOpen });

/** The session an e-mailed link's token opens; null for a bad token (the page then shows the plain refusal). */
export async function applicantFromToken(processId: string, token: string | undefined): Promise<ApplicantSession | null> {
  return getApplicantSession(db(), processId, token);
}

/** The session of the link cookie this process's pages carry; null when it is absent or no longer valid. */
export async function applicantFromCookie(processId: unknown): Promise<ApplicantSession | null> {
  if (typeof processId !== "string" || processId.length > 100) return null;
  return getApplicantSession(db(), processId, (await cookies()).get(LINK_COOKIE)?.value);
}

/** Moves the e-mailed link's token into an httpOnly cookie bound to this process's pages (the URL is then cleaned). */
export async function adoptLinkToken(processId: string, token: string): Promise<boolean> {
  const session = await applicantFromToken(processId, token);
  if (!session) return false;
  const isSecure = (await headers()).get("x-forwarded-proto") === "https" || env().APP_URL.startsWith("https:");
  (await cookies()).set(LINK_COOKIE, token, linkCookieOptions(processId, session.expiresAt, isSecure));
  return true;
}

/** The applicant acts as the process's own application, from the device of this request's User-Agent. */
async function contextOf(session: ApplicantSession): Promise<RequestContext> {
  return { ...session.caller, device: deviceFromUserAgent((await headers()).get("user-agent")), now: new Date() };
}

/**
 * Submits the current step through the service's own submitStep (same validation, events, nonces, limits), a biometric
 * one only after consent. `capture`: how the page took the step's photo, as the page says (a browser cannot prove it).
 */
export async function submitAsApplicant(session: ApplicantSession, stepId: unknown, body: unknown, capture?: unknown): Promise<void> {
  if (JSON.stringify(body ?? null).length > bodyLimitBytes()) throw new ServiceError("BIOPMSSE413");
  const context = {
    ...(await contextOf(session)),
    stepId: typeof stepId === "string" ? stepId : undefined,
    capture: PHOTO_CAPTURES.find((known) => known === capture),
  };
  await submitWithConsent(db(), context, session.processId, body).catch((error: unknown) => {
    throw withApplicantReason(error);
  });
}

/** The applicant agrees to the processing of their face before the process's first biometric step. */
export async function consentAsApplicant(session: ApplicantSession): Promise<void> {
  await giveBiometricConsent(db(), await contextOf(session), session.processId, session.lang);
}

export async function goBackAsApplicant(session: ApplicantSession): Promise<void> {
  await goBack({ db: db(), context: await contextOf(session), processId: session.processId });
}

/** The applicant agrees to the recording and joins: both are events of the step, and only then may their socket open. */
export async function joinCallAsApplicant(session: ApplicantSession): Promise<void> {
  await consentAndJoinCall(db(), await contextOf(session), session.processId);
}
