import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Concern } from "@/lib/review/case-summary";

/** A concern approving asks to acknowledge, in the reader's language. */
export function concernText(concern: Concern, t: Dictionary): string {
  return t.case.decision.concerns[concern.kind].replace("{step}", concern.stepName ?? "").replace("{detail}", concern.detail ?? "");
}
