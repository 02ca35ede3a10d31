import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { signInWithPassword } from "./sign-in";

/** What the sign-in page learns, as next-auth's `error` parameter: never an internal message. */
export const SIGN_IN_ERRORS = { invalid: "invalid", throttled: "throttled", unavailable: "unavailable" } as const;

type Credentials = Record<string, string> | undefined;
type Headers = Record<string, string | string[] | undefined>;

async function checkAndAudit(credentials: Credentials, headers: Headers) {
  const config = env();
  const email = String(credentials?.email ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 320);
  const request = requestInfoFrom(headers);
  const result = await signInWithPassword(
    db(),
    { email, password: credentials?.password ?? "", clientAddress: request.ip },
    {
      maxFailures: config.SIGNIN_MAX_FAILURES,
      maxFailuresPerAddress: config.SIGNIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: config.SIGNIN_WINDOW_MINUTES * 60_000,
    },
  );
  await recordStaffAction(db(), {
    actor: { id: result.ok ? result.userId : null, email },
    action: result.ok ? "sign-in" : "sign-in-failed",
    details: result.ok ? {} : { reason: result.reason },
    request,
  });
  return result;
}

/** next-auth's credentials `authorize`: the user and staff-session id, or an error whose message is one of SIGN_IN_ERRORS. */
export async function authorizeStaff(credentials: Credentials, headers: Headers): Promise<{ id: string; sid: string }> {
  const result = await checkAndAudit(credentials, headers).catch((error: unknown) => {
    console.error(`sign-in could not be completed: ${error instanceof Error ? error.name : "unknown error"}`);
    throw new Error(SIGN_IN_ERRORS.unavailable);
  });
  if (!result.ok) throw new Error(SIGN_IN_ERRORS[result.reason]);
  return { id: result.userId, sid: result.sessionId };
}
