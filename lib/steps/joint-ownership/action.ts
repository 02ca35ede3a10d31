import type { SingleSubmissionAction } from "../common/step-action";
import { ZJointOwnershipPayload } from "./payload";

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
