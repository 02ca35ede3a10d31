import type { DeliveryReason } from "../messaging/delivery-failure";
import type { OutboxStatus } from "../messaging/outbox";

/** One step of a message's delivery: queued, sent, delivered, failed with why (or, without a transport, outbox). */
export type DeliveryStep = { state: OutboxStatus; reason: DeliveryReason | null; detail: string | null; attempt: number; at: string };

/** A message to the applicant as the case shows it: where it stands, how it got there, and when it is tried again. */
export type ApplicantMessageView = DeliveryStep & {
  id: string;
  channel: "sms" | "email";
  /** As the reader's policy shows it (masked for an auditor). */
  recipient: string;
  /** The step whose code an SMS carries, and when that code was requested (its step record's time). */
  stepId: string | null;
  createdAt: string;
  attempts: number;
  /** When a failed message is tried again (`isNow`: a server is trying it now); null when it is not (sent, or given up). */
  retry: { at: string; isNow: boolean } | null;
  steps: DeliveryStep[];
};
