import type { Dictionary } from "@/lib/i18n/back-office/en";
import { type DateWords, fillText, formatTimestamp } from "./format";

type DeliveryWords = Dictionary["delivery"];

/** A message's delivery step in the reader's words: "sent", "delivered", "failed: gateway not reachable", with the transport's detail. */
export function deliveryText(step: { state: string; reason: string | null; detail: string | null }, words: DeliveryWords): string {
  const states: Record<string, string> = words.states;
  if (step.state !== "failed" || !step.reason) return states[step.state] ?? step.state;
  const reasons: Record<string, string> = words.reasons;
  const reason = reasons[step.reason] ?? step.reason;
  return fillText(words.failedWith, { reason: step.detail ? `${reason} (${step.detail})` : reason });
}

/** When a failed message is tried again, in the reader's words ("next attempt …", or "trying again now"). */
export function retryText(retry: { at: string; isNow: boolean }, words: DeliveryWords, dates: DateWords): string {
  return retry.isNow ? words.retryingNow : fillText(words.nextAttempt, { time: formatTimestamp(retry.at, dates) });
}
