"use server";

import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import QRCode from "qrcode";
import { z } from "zod";
import { sessionAction } from "@/lib/actions/session-actions";
import { StaffInputError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { parseWebAuthnAnswer } from "@/lib/staff-auth/second-factor/passkeys";
import { staffAuth } from "@/lib/staff-auth/staff-auth";

// Enrolment works from the enrolment step (second factor required) and from the account's security page.
const ENROLLING = ["enrol", "active"] as const;
const words = async () => (await getDictionary()).t.secondFactor;

export const startTotpAction = sessionAction(ENROLLING, z.object({}), async (_input, session) => {
  const { secret, uri } = await staffAuth.startTotpEnrolment(session);
  return { secret, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
});

export const confirmTotpAction = sessionAction(
  ENROLLING,
  z.object({ code: z.string().trim().max(16) }),
  async ({ code }, session, request) => {
    const confirmed = await staffAuth.confirmTotpEnrolment(session.id, code);
    if (!confirmed) throw new StaffInputError((await words()).totp.wrongCode);
    await staffAuth.finishEnrolment(session, "password+totp", request);
    return { recoveryCodes: confirmed.recoveryCodes };
  },
);

export const passkeyRegistrationOptionsAction = sessionAction(ENROLLING, z.object({}), async (_input, session) =>
  staffAuth.passkeyRegistrationOptions(session),
);

export const registerPasskeyAction = sessionAction(
  ENROLLING,
  z.object({ challengeId: z.string().max(64), response: z.string().max(20_000), name: z.string().trim().min(1).max(60) }),
  async ({ challengeId, response, name }, session, request) => {
    const parsed = parseWebAuthnAnswer<RegistrationResponseJSON>(response);
    const w = await words();
    if (!(await staffAuth.registerPasskey({ userId: session.id, challengeId, response: parsed, name })))
      throw new StaffInputError(w.passkey.notVerified);
    await staffAuth.finishEnrolment(session, "password+passkey", request);
    return { message: fillText(w.passkey.added, { name }) };
  },
);
