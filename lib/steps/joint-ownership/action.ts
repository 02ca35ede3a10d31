import { z } from "zod";
import { ZEmail, ZPhone } from "../common/fields";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZJointOwnershipPayload = z.strictObject({
  users: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(200), email: ZEmail, phone: ZPhone }))
    .min(1)
    .max(20),
});

/** Each co-owner must be a different person: the same e-mail twice fails the check. */
export const jointOwnership = {
  schema: ZJointOwnershipPayload,
  async check(payload) {
    const emails = payload.users.map((u) => u.email.toLowerCase());
    const repeated = emails.find((e, i) => emails.indexOf(e) !== i);
    if (repeated)
      return { status: false, payload, provider: {}, error: { code: "BIOPMSSE422", message: `users: ${repeated} appears more than once` } };
    return { status: true, payload, provider: {} };
  },
} as const satisfies SingleSubmissionAction<typeof ZJointOwnershipPayload>;
