import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import type { ThrottleLimits } from "../sign-in-throttle";
import { activateStaffSession, type SignInMethod, type StaffSessionState } from "../staff-session";
import { verifyPasskey } from "./passkeys";
import { spendRecoveryCode } from "./recovery-codes";
import { type AttemptOutcome, throttledAttempt } from "./throttled-attempt";
import { acceptTotpCode } from "./totp";

export type SecondFactorProof =
  | { kind: "totp"; code: string }
  | { kind: "recovery-code"; code: string }
  | { kind: "passkey"; challengeId: string; response: AuthenticationResponseJSON };

const METHODS = { totp: "password+totp", "recovery-code": "password+recovery-code", passkey: "password+passkey" } as const satisfies Record<
  SecondFactorProof["kind"],
  SignInMethod
>;

async function proves(db: Db, userId: string, proof: SecondFactorProof, now: Date): Promise<boolean> {
  if (proof.kind === "totp") return acceptTotpCode(db, userId, proof.code, {}, now);
  if (proof.kind === "recovery-code") return spendRecoveryCode(db, userId, proof.code, now);
  return (await verifyPasskey(db, { challengeId: proof.challengeId, response: proof.response }, now)) === userId;
}

/**
 * The second step of a password sign-in: the proof is checked under the sign-in throttle; when it holds the session
 * becomes usable. Success and failure are both in the staff audit log with the method.
 */
export async function completeSecondFactor(
  db: Db,
  session: StaffSessionState,
  proof: SecondFactorProof,
  request: { ip: string | null; userAgent: string | null },
  limits: ThrottleLimits,
  now = new Date(),
): Promise<AttemptOutcome> {
  const method = METHODS[proof.kind];
  const check = async () => (await proves(db, session.id, proof, now)) && activateStaffSession(db, session.sessionId, method);
  const outcome = await throttledAttempt(db, { subject: `second-factor:${session.id}`, clientAddress: request.ip }, limits, check, now);
  await recordStaffAction(db, {
    actor: { id: session.id, email: session.email },
    action: outcome === "accepted" ? "sign-in" : "sign-in-failed",
    details: outcome === "accepted" ? { method } : { method, reason: outcome === "throttled" ? "throttled" : "invalid" },
    request,
  });
  return outcome;
}

/** A factor enrolled from the enrolment step (second factor required): the session becomes usable, audited as a sign-in. */
export async function finishEnrolment(
  db: Db,
  session: StaffSessionState,
  method: SignInMethod,
  request: { ip: string | null; userAgent: string | null },
): Promise<void> {
  if (session.stage !== "enrol" || !(await activateStaffSession(db, session.sessionId, method))) return;
  await recordStaffAction(db, {
    actor: { id: session.id, email: session.email },
    action: "sign-in",
    details: { method, enrolled: true },
    request,
  });
}
