import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { endOwnSession, listOwnSessions } from "./my-sessions";
import { completeSecondFactor, finishEnrolment } from "./second-factor/complete-second-factor";
import { secondFactorsOf } from "./second-factor/factors";
import { passkeyAuthenticationOptions, passkeyRegistrationOptions, registerPasskey } from "./second-factor/passkeys";
import { listOwnPasskeys, removeOwnFactor } from "./second-factor/remove-factor";
import { confirmTotpEnrolment, startTotpEnrolment } from "./second-factor/totp";

/** Second factors and sessions on this installation's database: what the sign-in steps and account pages call. */
export const staffAuth = withDatabase({
  secondFactorsOf,
  completeSecondFactor,
  finishEnrolment,
  startTotpEnrolment,
  confirmTotpEnrolment,
  passkeyRegistrationOptions,
  registerPasskey,
  passkeyAuthenticationOptions,
  listOwnSessions,
  endOwnSession,
  listOwnPasskeys,
  removeOwnFactor,
});
