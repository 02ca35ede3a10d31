import type { Dictionary } from "@/lib/i18n/back-office/en";
import { deliveryText } from "@/lib/i18n/delivery-text";
import { fillText } from "@/lib/i18n/format";
import type { ApplicantMessageView } from "@/lib/service/contract/applicant-message-view";
import type { EventView } from "@/lib/service/contract/record-view";

/**
 * The process's events with each delivery step of its messages among them, by time: `sms-delivery` / `email-delivery`
 * rows whose status says what happened ("failed: gateway not reachable"). Shown on the case page only: the API's
 * record keeps the spec's events.
 */
export function timelineWithMessages(
  record: { events: EventView[]; flow: { steps: { id: string; name: string }[] } },
  messages: ApplicantMessageView[],
  words: Dictionary["delivery"],
): EventView[] {
  const { events } = record;
  const stepNames = new Map(record.flow.steps.map((step) => [step.id, step.name]));
  const deliveries: EventView[] = messages.flatMap((message) =>
    message.steps.map((step) => ({
      type: `${message.channel}-delivery`,
      ...(message.stepId ? { stepId: message.stepId, stepName: stepNames.get(message.stepId) ?? message.stepId } : {}),
      status:
        step.attempt > 0 ? `${deliveryText(step, words)} · ${fillText(words.attempt, { count: step.attempt })}` : deliveryText(step, words),
      createdAt: step.at,
      deviceType: "—",
      operatingSystem: "",
      browser: "",
    })),
  );
  if (deliveries.length === 0) return events;
  // Stable: an event and a delivery step at the same instant keep the event first.
  return [...events.map((e, i) => ({ e, i, k: 0 })), ...deliveries.map((e, i) => ({ e, i, k: 1 }))]
    .sort((a, b) => Date.parse(a.e.createdAt) - Date.parse(b.e.createdAt) || a.k - b.k || a.i - b.i)
    .map(({ e }) => e);
}
