import { z } from "zod";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZVideoconferencePayload = z.strictObject({ postpone: z.boolean() });

/** Postponing passes the step; going on without postponing needs the call to have been joined. */
export const videoconference = {
  type: "videoconference",
  kind: "single",
  schema: ZVideoconferencePayload,
  async check(payload, { hasJoinedVideoconference }) {
    if (payload.postpone || hasJoinedVideoconference) return { status: true, payload, provider: {} };
    return {
      status: false,
      payload,
      provider: {},
      error: { code: "BIOPMSSE422", message: "postpone: the video conference has not been joined" },
    };
  },
} as const satisfies SingleSubmissionAction<typeof ZVideoconferencePayload>;
