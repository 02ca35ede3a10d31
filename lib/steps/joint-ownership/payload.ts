import { z } from "zod";
import { ZEmail, ZPhone } from "../common/fields";

/** The body of the step, shared by its check (server) and its applicant step (client, checking before sending). */
export const ZJointOwnershipPayload = z.strictObject({
  users: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(200), email: ZEmail, phone: ZPhone }))
    .min(1)
    .max(20),
});
