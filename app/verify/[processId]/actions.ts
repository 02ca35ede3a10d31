"use server";

import { cookies, headers } from "next/headers";
import { type ApplicantSession, getApplicantSession } from "@/lib/applicant/get-applicant-session";
import { isCallOpen } from "@/lib/applicant/is-call-open";
import { LINK_COOKIE, linkCookieOptions } from "@/lib/applicant/link-token";
import { type CallCheck, type StepFailure, type StepResult, toStepFailure } from "@/lib/applicant/step-result";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { bodyLimitBytes } from "@/lib/service/config";
import type { RequestContext } from "@/lib/service/context";
import { deviceFromUserAgent } from "@/lib/service/device";
import { ServiceError } from "@/lib/service/errors";
import { goBack } from "@/lib/service/processes/go-back";
import { submitStep } from "@/lib/service/processes/submit-step";
import { joinVideoconference } from "@/lib/service/videoconference/videoconference";

const REFUSED: StepFailure = { ok: false, code: "LINK", message: "", fieldErrors: {} };

async function sessionFromCookie(processId: unknown): Promise<ApplicantSession | null> {
  if (typeof processId !== "string" || processId.length > 100) return null;
  return getApplicantSession(db(), processId, (await cookies()).get(LINK_COOKIE)?.value);
}

/** The applicant's own device on every event: parsed from this request's User-Agent. */
async function contextOf(session: ApplicantSession): Promise<RequestContext> {
  return { ...session.caller, device: deviceFromUserAgent((await headers()).get("user-agent")), now: new Date() };
}

function failureOf(error: unknown) {
  if (!(error instanceof ServiceError)) console.error(`applicant action failed: ${error instanceof Error ? error.name : "unknown"}`);
  return toStepFailure(error);
}

async function run(processId: unknown, work: (session: ApplicantSession) => Promise<unknown>): Promise<StepResult> {
  const session = await sessionFromCookie(processId);
  if (!session) return REFUSED;
  try {
    await work(session);
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}

/** Moves the e-mailed link's token into an httpOnly cookie bound to this process's pages (the URL is then cleaned). */
export async function adoptLink(processId: string, token: string): Promise<boolean> {
  const session = await getApplicantSession(db(), processId, token);
  if (!session) return false;
  const isSecure = (await headers()).get("x-forwarded-proto") === "https" || env().APP_URL.startsWith("https:");
  (await cookies()).set(LINK_COOKIE, token, linkCookieOptions(processId, session.expiresAt, isSecure));
  return true;
}

/** Submits the current step through the service's own submitStep (same validation, events, nonces). */
export async function submitApplicantStep(processId: string, stepId: string, body: unknown): Promise<StepResult> {
  return run(processId, async (session) => {
    if (JSON.stringify(body ?? null).length > bodyLimitBytes()) throw new ServiceError("BIOPMSSE413");
    const context = await contextOf(session);
    await submitStep({
      db: db(),
      context: { ...context, stepId: typeof stepId === "string" ? stepId : undefined },
      processId: session.processId,
      body,
    });
  });
}

export async function goBackApplicantStep(processId: string): Promise<StepResult> {
  return run(processId, async (session) => goBack({ db: db(), context: await contextOf(session), processId: session.processId }));
}

/** The waiting room's canjoin: at the call step, and whether a reviewer has opened the call yet. */
export async function checkVideoconference(processId: string): Promise<CallCheck> {
  const session = await sessionFromCookie(processId);
  if (!session) return REFUSED;
  try {
    return { ok: true, isOpen: await isCallOpen(db(), session) };
  } catch (error) {
    return failureOf(error);
  }
}

export async function joinApplicantVideoconference(processId: string): Promise<StepResult> {
  return run(processId, async (session) =>
    joinVideoconference({ db: db(), context: await contextOf(session), processId: session.processId }),
  );
}
