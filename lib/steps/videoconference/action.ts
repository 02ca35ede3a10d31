import { z } from "zod";
import { ServiceError } from "@/lib/service/contract/service-error";
import { ZEmail, ZPhone } from "../common/fields";
import type { SingleSubmissionAction } from "../common/step-action";

/** postpone: true, with when and how the applicant asks to be called instead (optional: the spec's body has `postpone` only). */
export const ZVideoconferencePayload = z.strictObject({
  postpone: z.boolean(),
  date: z.iso.datetime({ offset: true }).optional(),
  phone: ZPhone.optional(),
  email: ZEmail.optional(),
});

const pastDate = (payload: { date?: string }, now: Date) => payload.date !== undefined && Date.parse(payload.date) <= now.getTime();

/**
 * Postponing moves the process on but identifies nobody: its record says "postponed" and the case carries the finding
 * that the video identification was not done. Only the agent's verdict completes the call, so `postpone: false` is
 * refused before anything is recorded (no attempt spent, no event), as is postponing while an agent has the call open.
 */
export const videoconference = {
  schema: ZVideoconferencePayload,
  async check(payload, { now, isCallOpen }) {
    if (!payload.postpone) throw new ServiceError("BIOPMCSE009");
    if (await isCallOpen()) throw new ServiceError("BIOPMSSE409", "The agent has opened the call: it cannot be postponed now");
    if (pastDate(payload, now))
      return { status: false, payload, provider: {}, error: { code: "BIOPMSSE422", message: "date: must be in the future" } };
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
    if (pastDate(payload, now))
      return { status: false, payload, provider: {}, error: { code: "BIOPMSSE422", message: "date: must be in the future" } };
    return { status: true, payload, provider: {} };
  },
} as const satisfies SingleSubmissionAction<typeof ZVideoconferenceSchedulePayload>;
