import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { verifyPasskey } from "./second-factor/passkeys";
import { throttledAttempt } from "./second-factor/throttled-attempt";
import { signInWithPassword } from "./sign-in";
import type { ThrottleLimits } from "./sign-in-throttle";
import { startStaffSession } from "./staff-session";

/** What the sign-in page learns, as next-auth's `error` parameter: never an internal message. */
export const SIGN_IN_ERRORS = { invalid: "invalid", throttled: "throttled", unavailable: "unavailable" } as const;

type Credentials = Record<string, string> | undefined;
type Headers = Record<string, string | string[] | undefined>;
type Authorized = { id: string; sid: string };

export function signInLimits(): ThrottleLimits {
  const config = env();
  return {
    maxFailures: config.SIGNIN_MAX_FAILURES,
    maxFailuresPerAddress: config.SIGNIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.SIGNIN_WINDOW_MINUTES * 60_000,
  };
}

async function checkPasswordAndAudit(credentials: Credentials, headers: Headers) {
  const email = String(credentials?.email ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 320);
  const request = requestInfoFrom(headers);
  const result = await signInWithPassword(
    db(),
    { email, password: credentials?.password ?? "", clientAddress: request.ip, userAgent: request.userAgent },
    signInLimits(),
  );
  const isIn = result.ok && result.stage === "active";
  await recordStaffAction(db(), {
    actor: { id: result.ok ? result.userId : null, email },
    action: isIn ? "sign-in" : result.ok ? "sign-in-password-checked" : "sign-in-failed",
    details: result.ok
      ? { method: "password", ...(isIn ? {} : { awaiting: result.stage }) }
      : { method: "password", reason: result.reason },
    request,
  });
  return result;
}

async function checkPasskeyAndAudit(credentials: Credentials, headers: Headers) {
  const request = requestInfoFrom(headers);
  let response: AuthenticationResponseJSON | null = null;
  try {
    response = JSON.parse(credentials?.response ?? "") as AuthenticationResponseJSON;
  } catch {
    // A body that is not JSON is refused below like a wrong signature.
  }
  let userId: string | null = null;
  const outcome = await throttledAttempt(
    db(),
    { subject: `passkey:${String(response?.id ?? "")}`, clientAddress: request.ip },
    signInLimits(),
    async () => {
      userId = response ? await verifyPasskey(db(), { challengeId: String(credentials?.challengeId ?? ""), response }) : null;
      return userId !== null;
    },
  );
  const user = userId ? await db().user.findUnique({ where: { id: userId }, select: { id: true, email: true, disabled: true } }) : null;
  const isIn = outcome === "accepted" && user && !user.disabled;
  await recordStaffAction(db(), {
    actor: { id: user?.id ?? null, email: user?.email ?? "" },
    action: isIn ? "sign-in" : "sign-in-failed",
    details: isIn ? { method: "passkey" } : { method: "passkey", reason: outcome === "throttled" ? "throttled" : "invalid" },
    request,
  });
  if (!isIn || !user) return { ok: false as const, reason: outcome === "throttled" ? ("throttled" as const) : ("invalid" as const) };
  const sessionId = await startStaffSession(db(), user.id, { method: "passkey", ip: request.ip, userAgent: request.userAgent });
  return { ok: true as const, userId: user.id, sessionId };
}

/** A check whose failure must not leak: an unexpected error becomes "unavailable", a refusal its SIGN_IN_ERRORS code. */
async function authorize(
  check: () => Promise<{ ok: true; userId: string; sessionId: string } | { ok: false; reason: "invalid" | "throttled" }>,
) {
  const result = await check().catch((error: unknown) => {
    logger.error({ error: error instanceof Error ? error.name : "unknown error" }, "sign-in could not be completed");
    throw new Error(SIGN_IN_ERRORS.unavailable);
  });
  if (!result.ok) throw new Error(SIGN_IN_ERRORS[result.reason]);
  return { id: result.userId, sid: result.sessionId };
}

/** next-auth's credentials `authorize`: the user and staff-session id (which may await a second factor), or an error whose message is one of SIGN_IN_ERRORS. */
export function authorizeStaff(credentials: Credentials, headers: Headers): Promise<Authorized> {
  return authorize(() => checkPasswordAndAudit(credentials, headers));
}

/** The passkey provider's `authorize`: a passkey signs in on its own (possession plus the authenticator's user verification). */
export function authorizePasskey(credentials: Credentials, headers: Headers): Promise<Authorized> {
  return authorize(() => checkPasskeyAndAudit(credentials, headers));
}
