"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { staffAuth } from "@/lib/auth/staff-auth";
import { sessionAction } from "@/lib/server-actions/session-actions";

/** Ends one of the caller's own sessions; that browser's next request is refused. */
export const endOwnSessionAction = sessionAction(
  ["active"],
  z.object({ sessionId: z.string().max(64) }),
  async ({ sessionId }, session) => {
    await staffAuth.endOwnSession(session, sessionId);
    revalidatePath("/account/sessions");
    return { message: "Session ended." };
  },
);
