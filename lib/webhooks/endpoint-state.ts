import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText } from "@/lib/i18n/format";

/** An endpoint's state in the reader's language: active, or disabled and why. */
export function endpointState(endpoint: { disabledAt: Date | null; disabledReason: string | null }, words: Dictionary["webhooks"]): string {
  return endpoint.disabledAt ? fillText(words.disabled, { reason: endpoint.disabledReason ?? "" }) : words.active;
}
