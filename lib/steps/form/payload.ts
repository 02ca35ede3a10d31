import { z } from "zod";
import { ZCountry, ZEmail, ZPhone, ZZipcode } from "../common/fields";

/** The body of the step, shared by its check (server) and its applicant step (client, checking before sending). */
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
