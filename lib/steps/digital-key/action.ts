import { z } from "zod";
import { checkWithProvider } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZDigitalKeyPayload = z.strictObject({ accessToken: z.string().min(1).max(8192) });

export const digitalKey = {
  schema: ZDigitalKeyPayload,
  // The access token is a bearer secret: the record keeps only that one was given.
  check: (payload, context) => checkWithProvider(context, { accessToken: "******" }, [], payload),
} as const satisfies SingleSubmissionAction<typeof ZDigitalKeyPayload>;
