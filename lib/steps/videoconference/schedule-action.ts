import { z } from "zod";
import { ZEmail, ZPhone } from "../common/fields";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZVideoconferenceSchedulePayload = z.strictObject({
  postpone: z.boolean(),
  date: z.iso.datetime({ offset: true }),
  phone: ZPhone,
  email: ZEmail,
});

export const videoconferenceSchedule = {
  type: "videoconference-schedule",
  kind: "single",
  schema: ZVideoconferenceSchedulePayload,
  async check(payload, { now }) {
    if (Date.parse(payload.date) <= now.getTime()) {
      return { status: false, payload, provider: {}, error: { code: "BIOPMSSE422", message: "date: must be in the future" } };
    }
    return { status: true, payload, provider: {} };
  },
} as const satisfies SingleSubmissionAction<typeof ZVideoconferenceSchedulePayload>;
