import { z } from "zod";

export const ZCreateProcess = z.strictObject({ reference: z.string().trim().min(1).max(200).optional() });
