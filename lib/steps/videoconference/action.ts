import { z } from "zod";
import { ZEmail, ZPhone } from "../common/fields";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZVideoconferencePayload = z.strictObject({ postpone: z.boolean() });

/** Postponing passes the step; going on without postponing needs the call to have been joined. */
export const videoconference = {
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

export const ZVideoconferenceSchedulePayload = z.strictObject({
  postpone: z.boolean(),
  date: z.iso.datetime({ offset: true }),
  phone: ZPhone,
  email: ZEmail,
});

export const videoconferenceSchedule = {
  schema: ZVideoconferenceSchedulePayload,
  async check(payload, { now }) {
    if (Date.parse(payload.date) <= now.getTime()) {
      return { status: false, payload, provider: {}, error: { code: "BIOPMSSE422", message: "date: must be in the future" } };
    }
    return { status: true, payload, provider: {} };
  },
} as const satisfies SingleSubmissionAction<typeof ZVideoconferenceSchedulePayload>;
