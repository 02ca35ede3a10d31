"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { sessionAction } from "@/lib/actions/session-actions";
import { getDictionary } from "@/lib/i18n/dictionary";
import { staffAuth } from "@/lib/staff-auth/staff-auth";

/** Ends one of the caller's own sessions; that browser's next request is refused. */
export const endOwnSessionAction = sessionAction(
  ["active"],
  z.object({ sessionId: z.string().max(64) }),
  async ({ sessionId }, session) => {
    await staffAuth.endOwnSession(session, sessionId);
    revalidatePath("/account/sessions");
    return { message: (await getDictionary()).t.account.sessions.ended };
  },
);

/** Removes one of the caller's own second factors (not the last one where a second factor is required). */
export const removeOwnFactorAction = sessionAction(
  ["active"],
  z.discriminatedUnion("kind", [z.object({ kind: z.literal("totp") }), z.object({ kind: z.literal("passkey"), id: z.string().max(512) })]),
  async (factor, session, request) => {
    await staffAuth.removeOwnFactor(session, factor, request);
    revalidatePath("/account/security");
    return { message: (await getDictionary()).t.account.security.removed };
  },
);
