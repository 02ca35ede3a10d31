import type { z } from "zod";
import type { ProviderInput, SubmittedMedia } from "@/lib/steps/check-providers";

/** The submitted image or video of a field; the action's schema guarantees it, so its absence is a bug. */
export function submittedMedia(input: ProviderInput, field: string): SubmittedMedia {
  const media = input.media.find((m) => m.field === field);
  if (!media) throw new Error(`${input.actionType}: no ${field} was submitted`);
  return media;
}

/** A flow's step settings for a provider; a wrong one is the operator's error (logged), not the applicant's. */
export function flowSettings<S extends z.ZodType>(schema: S, input: ProviderInput): z.output<S> {
  const parsed = schema.safeParse(input.settings);
  if (!parsed.success) throw new Error(`${input.actionType} settings: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  return parsed.data;
}
