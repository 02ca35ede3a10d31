import { z } from "zod";
import { checkWithProvider } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZAmlPayload = z.strictObject({ searchTerm: z.string().trim().min(1).max(300) });

export const aml = {
  schema: ZAmlPayload,
  check: (payload, context) => checkWithProvider(context, payload, []),
} as const satisfies SingleSubmissionAction<typeof ZAmlPayload>;
