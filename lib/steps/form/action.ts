import { z } from "zod";
import { ServiceError } from "@/lib/service/errors";
import { ZCountry, ZEmail, ZPhone, ZZipcode } from "../common/fields";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFormPayload = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  email: ZEmail.optional(),
  phone: ZPhone.optional(),
  birthday: z.iso.date().optional(),
  country: ZCountry.optional(),
  peoples: z.boolean().optional(),
  zipcode: ZZipcode.optional(),
});
export type TFormPayload = z.infer<typeof ZFormPayload>;

export const form = {
  schema: ZFormPayload,
  async check(payload, { step, now }) {
    const listed = new Set(step.action.fields.map((f) => f.name));
    const problems: string[] = [];
    for (const key of Object.keys(payload)) if (!listed.has(key as keyof TFormPayload)) problems.push(`${key}: not a field of this step`);
    for (const field of step.action.fields)
      if (field.required && payload[field.name] === undefined) problems.push(`${field.name}: required`);
    if (payload.birthday && payload.birthday >= now.toISOString().slice(0, 10)) problems.push("birthday: must be in the past");
    if (problems.length) throw new ServiceError("BIOPMSSE400", problems.join("; "));
    return { status: true, payload, provider: {} };
  },
} as const satisfies SingleSubmissionAction<typeof ZFormPayload>;
