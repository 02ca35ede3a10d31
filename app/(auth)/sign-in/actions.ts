"use server";

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { publicAction, sessionAction } from "@/lib/actions/session-actions";
import { StaffInputError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { resetPassword } from "@/lib/staff/staff-users";
import { signInLimits } from "@/lib/staff-auth/authorize-staff";
import { parseWebAuthnAnswer } from "@/lib/staff-auth/second-factor/passkeys";
import { staffAuth } from "@/lib/staff-auth/staff-auth";

const ZPasskeyAnswer = z.object({ challengeId: z.string().max(64), response: z.string().max(20_000) });

/** Options for "sign in with a passkey": the browser offers the passkeys it holds for this site. */
export const passkeySignInOptionsAction = publicAction(z.object({}), async () => staffAuth.passkeyAuthenticationOptions(null));

/** Options for the second step with one of the signed-in person's own passkeys. */
export const passkeySecondFactorOptionsAction = sessionAction(["second-factor"], z.object({}), async (_input, session) =>
  staffAuth.passkeyAuthenticationOptions(session.id),
);

const ZProof = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("totp"), code: z.string().trim().max(16) }),
  z.object({ kind: z.literal("recovery-code"), code: z.string().trim().max(64) }),
  z.object({ kind: z.literal("passkey"), ...ZPasskeyAnswer.shape }),
]);

/** The second step of a password sign-in: a code from the authenticator app, a recovery code or a passkey. */
export const secondFactorAction = sessionAction(["second-factor"], ZProof, async (proof, session, request) => {
  const checked =
    proof.kind === "passkey" ? { ...proof, response: parseWebAuthnAnswer<AuthenticationResponseJSON>(proof.response) } : proof;
  const outcome = await staffAuth.completeSecondFactor(session, checked, request, signInLimits());
  const words = (await getDictionary()).t.secondFactor.signIn;
  if (outcome === "throttled") throw new StaffInputError(words.throttled);
  if (outcome === "refused") throw new StaffInputError(proof.kind === "passkey" ? words.passkeyRefused : words.codeRefused);
  return {};
});

/** A reset link's new password: the token is the proof; every open session of the user ends. */
export const resetPasswordAction = publicAction(
  z.object({ token: z.string().max(200), password: z.string().max(200) }),
  async ({ token, password }, _caller, request) => {
    await resetPassword(token, password, request);
    return { message: (await getDictionary()).t.secondFactor.signIn.passwordSet };
  },
);
