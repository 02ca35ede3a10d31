import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/back-office/en";
import { pt } from "@/lib/i18n/back-office/pt";
import type { ApplicantMessageView } from "@/lib/service/contract/applicant-message-view";
import type { EventView } from "@/lib/service/contract/record-view";
import { timelineWithMessages } from "./message-timeline";

const device = { deviceType: "desktop", operatingSystem: "Linux", browser: "Chrome" };
const events: EventView[] = [
  { type: "process-created", createdAt: "2026-11-27T07:00:00.000Z", ...device },
  { type: "payload-submitted", stepId: "otp", stepName: "Phone", createdAt: "2026-11-27T07:00:10.000Z", ...device },
];
const step = (state: ApplicantMessageView["state"], at: string, attempt: number, reason: ApplicantMessageView["reason"] = null) => ({
  state,
  reason,
  detail: null,
  attempt,
  at,
});
const sms: ApplicantMessageView = {
  ...step("sent", "2026-11-27T07:00:30.000Z", 2),
  id: "m1",
  channel: "sms",
  recipient: "+351912345678",
  stepId: "otp",
  createdAt: "2026-11-27T07:00:10.000Z",
  attempts: 2,
  retry: null,
  steps: [
    step("queued", "2026-11-27T07:00:10.000Z", 0),
    step("failed", "2026-11-27T07:00:15.000Z", 1, "gateway-unreachable"),
    step("sent", "2026-11-27T07:00:30.000Z", 2),
  ],
};
const record = { events, flow: { steps: [{ id: "otp", name: "Phone" }] } };

describe("the timeline with the messages' delivery", () => {
  it("puts each delivery step among the events by time, an event first at the same instant, in the reader's words", () => {
    const rows = timelineWithMessages(record, [sms], en.delivery);
    expect(rows.map((row) => [row.type, row.stepName ?? null, row.status ?? null])).toEqual([
      ["process-created", null, null],
      ["payload-submitted", "Phone", null],
      ["sms-delivery", "Phone", "queued"],
      ["sms-delivery", "Phone", "failed: gateway not reachable · attempt 1"],
      ["sms-delivery", "Phone", "sent · attempt 2"],
    ]);
    expect(timelineWithMessages(record, [sms], pt.delivery)[3]?.status).toBe("falhou: gateway não acessível · tentativa 1");
  });

  it("leaves the events as they are without messages", () => {
    expect(timelineWithMessages(record, [], en.delivery)).toBe(events);
  });
});
