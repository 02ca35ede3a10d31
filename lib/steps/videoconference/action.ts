import { z } from "zod";
import { ServiceError } from "@/lib/service/errors";
import { ZEmail, ZPhone } from "../common/fields";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZVideoconferencePayload = z.strictObject({ postpone: z.boolean() });

/**
 * Postponing passes the step. Only the agent's verdict completes the call itself, so `postpone: false` is refused
 * before anything is recorded (no attempt spent, no event).
 */
export const videoconference = {
  schema: ZVideoconferencePayload,
  async check(payload) {
    if (!payload.postpone) throw new ServiceError("BIOPMCSE009");
    return { status: true, payload, provider: {} };
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
