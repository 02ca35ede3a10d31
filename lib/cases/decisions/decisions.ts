import { z } from "zod";
import { NO_REQUEST, type RequestInfo, recordStaffAction } from "@/lib/audit/record-staff-action";
import { caseFindings } from "@/lib/cases/case-findings";
import { assertMayDecide, recordCaseDecision } from "@/lib/cases/decisions/case-decision";
import { type Db, withExclusiveTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Finding } from "@/lib/findings/finding";
import { findingLine } from "@/lib/findings/words/finding-words";
import { wakeJobWorker } from "@/lib/jobs/job-worker";
import { createRemoteProcessRecords, type RemoteSource, remoteSource } from "@/lib/records/remote-process-records";
import { can } from "@/lib/security/roles";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import type { WebhookEvent } from "@/lib/webhooks/event-types";
import { queueWebhookEvents } from "@/lib/webhooks/queue-events";
import { DeskError, deskError } from "../errors";
import { knownProcess } from "../known-process";
import { type DecisionReasons, loadDecisionReasons, OUTCOMES } from "./decision-reasons";
import { requestResubmission } from "./request-resubmission";

export const ZDecide = z.object({
  processId: z.string().min(1),
  outcome: z.enum(OUTCOMES, { message: "Choose approve, reject or request resubmission." }),
  reasonCode: z.string().min(1, "Choose a reason."),
  comment: z.string().trim().max(2000, "The comment has at most 2000 characters.").default(""),
  /** The findings (their ids) the reviewer ticked to approve despite them. */
  acknowledged: z.array(z.string().max(200)).max(100).default([]),
});
export type TDecide = z.input<typeof ZDecide>;

/** Four eyes or not, the reasons to choose from, and (remote mode) the service whose records an approval reads again. */
export type DecisionPolicy = { fourEyes: boolean; reasons: DecisionReasons; remote?: RemoteSource | null };

export type DecisionStatus = "pending" | "final" | "superseded";

/** What a decision in force tells the account's webhooks: the outcome, its reason and the deciding role (never a name). */
function decisionEvents(
  decision: { id: string; outcome: string; reasonCode: string },
  staff: Staff,
  isConfirmation: boolean,
): WebhookEvent[] {
  const data = { decisionId: decision.id, decision: decision.outcome, reason: decision.reasonCode };
  return [
    { type: "process.decided", data: { ...data, reviewerRole: staff.role, fourEyes: isConfirmation } },
    ...(decision.outcome === "resubmission-requested"
      ? [{ type: "process.resubmission-requested" as const, data: { decisionId: decision.id, reason: decision.reasonCode } }]
      : []),
  ];
}

/**
 * What approving this finished process asks the reviewer to acknowledge: every finding of the case, as its page shows
 * them. A remote process is read from its service again: no approval goes through on findings nobody could read.
 */
async function findingsToAcknowledge(db: Db, processId: string, isLocal: boolean, source: RemoteSource | null): Promise<Finding[]> {
  const loaded = isLocal
    ? await loadProcessRecord(db, { id: processId })
    : source && (await createRemoteProcessRecords(db, source).get(processId));
  if (!loaded) throw deskError("not-found", "noSuchProcess");
  return caseFindings(db, loaded.record, isLocal);
}

function requireActor(staff: Staff) {
  if (!can(staff.role, "records:act")) throw deskError("forbidden", "roleCannotDecide");
}

/**
 * Decides a finished process. The decision in force (final or pending) is superseded, never removed.
 * Under four-eyes the new decision stays pending until another reviewer confirms it. While the case is assigned,
 * only its assignee or an admin decides.
 */
export async function decideProcess(
  db: Db,
  {
    staff,
    decision: input,
    policy,
    now = new Date(),
    request = NO_REQUEST,
  }: { staff: Staff; decision: TDecide; policy: DecisionPolicy; now?: Date; request?: RequestInfo },
) {
  requireActor(staff);
  const parsed = ZDecide.safeParse(input);
  if (!parsed.success) throw new DeskError("invalid", parsed.error.issues[0]?.message ?? "Invalid decision.");
  const { processId, outcome, reasonCode, comment, acknowledged } = parsed.data;
  if (!policy.reasons[outcome]?.some((r) => r.code === reasonCode)) throw deskError("invalid", "chooseListedReason");
  const process = await knownProcess(db, processId);
  if (!process) throw deskError("not-found", "noSuchProcess");
  if (process.status !== "finished") throw deskError("conflict", "decideOnceFinished");
  if (!process.accountId && outcome === "resubmission-requested") throw deskError("invalid", "remoteCannotRestart");
  const concerns =
    outcome === "approved" ? await findingsToAcknowledge(db, processId, process.accountId !== null, policy.remote ?? null) : [];
  const missing = concerns.filter((c) => !acknowledged.includes(c.id));
  if (missing.length) throw deskError("invalid", "acknowledgeFindings", { missing: missing.length });

  const status: DecisionStatus = policy.fourEyes ? "pending" : "final";
  const decision = await withExclusiveTransaction(db, `decision:${processId}`, async (tx) => {
    await assertMayDecide(tx, staff, processId);
    await recordCaseDecision(tx, processId, status, staff.id);
    await tx.processDecision.updateMany({
      where: { processId, status: { in: ["pending", "final"] } },
      data: { status: "superseded", supersededAt: now },
    });
    const id = crypto.randomUUID();
    if (concerns.length)
      await tx.decisionAcknowledgement.createMany({
        data: concerns.map((c) => ({ decisionId: id, processId, concern: c.id, label: findingLine(c, "en"), createdAt: now })),
      });
    const created = await tx.processDecision.create({
      data: {
        id,
        processId,
        outcome,
        reasonCode,
        comment,
        decidedById: staff.id,
        decidedByEmail: staff.email,
        status,
        createdAt: now,
      },
      select: { id: true, status: true },
    });
    if (status === "final" && process.accountId)
      await queueWebhookEvents(
        tx,
        { accountId: process.accountId, processId, now },
        decisionEvents({ ...created, outcome, reasonCode }, staff, false),
      );
    return created;
  });
  wakeJobWorker();
  await recordStaffAction(
    db,
    {
      actor: staff,
      action: "decision-made",
      target: { type: "process", id: processId },
      details: { decisionId: decision.id, outcome, reasonCode, status, acknowledged: concerns.map((c) => c.id) },
      request,
    },
    now,
  );
  const resubmission =
    status === "final" && outcome === "resubmission-requested" ? await requestResubmission(db, staff, processId, request, now) : null;
  return { ...decision, resubmission };
}

/** The second pair of eyes: a different reviewer makes a pending decision final. */
export async function confirmDecision(db: Db, staff: Staff, decisionId: string, now = new Date(), request: RequestInfo = NO_REQUEST) {
  requireActor(staff);
  const decision = await db.processDecision.findUnique({
    where: { id: decisionId },
    select: { id: true, processId: true, outcome: true, reasonCode: true, decidedById: true },
  });
  if (!decision) throw deskError("not-found", "noSuchDecision");
  if (decision.decidedById === staff.id) throw deskError("forbidden", "secondReviewerConfirms");
  const process = await knownProcess(db, decision.processId);
  const count = await db.$transaction(async (tx) => {
    const confirmed = await tx.processDecision.updateMany({
      where: { id: decisionId, status: "pending" },
      data: { status: "final", confirmedById: staff.id, confirmedByEmail: staff.email, confirmedAt: now },
    });
    if (confirmed.count && process?.accountId)
      await queueWebhookEvents(
        tx,
        { accountId: process.accountId, processId: decision.processId, now },
        decisionEvents(decision, staff, true),
      );
    if (confirmed.count) await recordCaseDecision(tx, decision.processId, "final", decision.decidedById);
    return confirmed.count;
  });
  if (!count) throw deskError("conflict", "decisionNotWaiting");
  wakeJobWorker();
  await recordStaffAction(
    db,
    { actor: staff, action: "decision-confirmed", target: { type: "process", id: decision.processId }, details: { decisionId }, request },
    now,
  );
  return decision.outcome === "resubmission-requested" ? requestResubmission(db, staff, decision.processId, request, now) : null;
}

const decisionSelect = {
  id: true,
  outcome: true,
  reasonCode: true,
  comment: true,
  decidedByEmail: true,
  decidedById: true,
  status: true,
  confirmedByEmail: true,
  confirmedAt: true,
  supersededAt: true,
  createdAt: true,
} as const;

/** Every decision on the process, newest first, each with what was acknowledged to approve it; the first not superseded is in force. */
export async function decisionHistory(db: Db, processId: string) {
  const [decisions, acknowledgements] = await Promise.all([
    db.processDecision.findMany({ where: { processId }, orderBy: { createdAt: "desc" }, select: decisionSelect }),
    db.decisionAcknowledgement.findMany({ where: { processId }, select: { decisionId: true, concern: true, label: true } }),
  ]);
  return decisions.map((d) => ({ ...d, acknowledged: acknowledgements.filter((a) => a.decisionId === d.id).map((a) => a.label) }));
}

/** This installation's decision policy: four eyes or not (FOUR_EYES), and the reasons reviewers choose from. */
export function installationDecisionPolicy(): DecisionPolicy {
  return { fourEyes: env().FOUR_EYES, reasons: loadDecisionReasons(), remote: remoteSource() };
}
