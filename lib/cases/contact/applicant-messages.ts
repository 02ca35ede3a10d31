import type { Db } from "@/lib/db/client";
import { jobId } from "@/lib/jobs/job-leases";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import type { ApplicantMessageView, DeliveryStep } from "@/lib/service/contract/applicant-message-view";
import type { DeliveryReason } from "@/lib/service/messaging/delivery-failure";
import type { OutboxStatus } from "@/lib/service/messaging/outbox";

/**
 * Every message this service sent the applicant of a process, oldest first, each with its delivery steps (a message
 * written before they were kept, or without a transport, has its outbox row's state as its only step).
 */
export async function applicantMessages(db: Db, processId: string, policy: PersonalDataPolicy): Promise<ApplicantMessageView[]> {
  const messages = await db.outboxMessage.findMany({
    where: { processId },
    orderBy: { createdAt: "asc" },
    select: { id: true, channel: true, recipient: true, status: true, stepId: true, createdAt: true },
  });
  // Most processes on a case page were sent nothing this service knows of: no delivery or retry to read then.
  if (messages.length === 0) return [];
  const [steps, jobs] = await Promise.all([
    db.messageDelivery.findMany({
      where: { processId },
      orderBy: { at: "asc" },
      select: { outboxId: true, state: true, reason: true, detail: true, attempt: true, at: true },
    }),
    db.job.findMany({
      where: { id: { in: messages.map((m) => jobId(m.channel === "email" ? "email" : "sms", m.id)) } },
      select: { subjectId: true, leaseUntil: true, leasedBy: true },
    }),
  ]);
  const retries = new Map(jobs.map((job) => [job.subjectId, { at: job.leaseUntil.toISOString(), isNow: job.leasedBy !== null }]));
  const views = messages.map((message): ApplicantMessageView => {
    const own: DeliveryStep[] = steps
      .filter((step) => step.outboxId === message.id)
      .map((step) => ({
        state: step.state as OutboxStatus,
        reason: step.reason as DeliveryReason | null,
        detail: step.detail,
        attempt: step.attempt,
        at: step.at.toISOString(),
      }));
    const history = own.length
      ? own
      : [{ state: message.status as OutboxStatus, reason: null, detail: null, attempt: 0, at: message.createdAt.toISOString() }];
    const last = history.at(-1) as DeliveryStep;
    return {
      ...last,
      id: message.id,
      channel: message.channel === "email" ? "email" : "sms",
      recipient: message.recipient,
      stepId: message.stepId,
      createdAt: message.createdAt.toISOString(),
      attempts: Math.max(0, ...history.map((step) => step.attempt)),
      retry: last.state === "failed" ? (retries.get(message.id) ?? null) : null,
      steps: history,
    };
  });
  return views.map(policy.applicantMessage);
}
