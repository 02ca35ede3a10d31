import type { Tx } from "@/lib/db/client";
import { eraseAuditPersonalValues } from "./audit-personal-values";

/** What an eraser needs to find a process's rows: its id and the ids of its video calls. */
export type ErasureScope = { processId: string; callIds: string[] };

/** One table's part of erasing a process: removes (or scrubs) its rows and says how many. */
export type ProcessTableEraser = { table: string; erase: (tx: Tx, scope: ErasureScope) => Promise<number> };

const count = async (work: Promise<{ count: number }>) => (await work).count;

/**
 * THE place where a table holding a process's personal data is registered: a feature that adds such a table adds
 * its eraser here (children before parents). `process-tables.test.ts` fails for a model with a `processId` field
 * that is neither here nor in `KEPT_AFTER_ERASURE`. Stored files are removed by `eraseProcess` itself, from the
 * StoredFile rows this list deletes.
 */
export const PROCESS_TABLE_ERASERS: ProcessTableEraser[] = [
  // First, while the step records still give the applicant's search keys (an export's search text is matched by them).
  { table: "AuditPersonalValue", erase: (tx, { processId }) => eraseAuditPersonalValues(tx, processId) },
  { table: "ProcessSearchKey", erase: (tx, { processId }) => count(tx.processSearchKey.deleteMany({ where: { processId } })) },
  { table: "CaseDocumentKey", erase: (tx, { processId }) => count(tx.caseDocumentKey.deleteMany({ where: { processId } })) },
  { table: "CaseFaceTemplate", erase: (tx, { processId }) => count(tx.caseFaceTemplate.deleteMany({ where: { processId } })) },
  {
    table: "CaseDuplicate",
    erase: (tx, { processId }) => count(tx.caseDuplicate.deleteMany({ where: { OR: [{ processId }, { otherProcessId: processId }] } })),
  },
  {
    table: "FaceAttemptComparison",
    erase: (tx, { processId }) => count(tx.faceAttemptComparison.deleteMany({ where: { processId } })),
  },
  { table: "ProcessScore", erase: (tx, { processId }) => count(tx.processScore.deleteMany({ where: { processId } })) },
  { table: "BiometricConsent", erase: (tx, { processId }) => count(tx.biometricConsent.deleteMany({ where: { processId } })) },
  { table: "RiskAssessment", erase: (tx, { processId }) => count(tx.riskAssessment.deleteMany({ where: { processId } })) },
  { table: "ScreeningAlert", erase: (tx, { processId }) => count(tx.screeningAlert.deleteMany({ where: { processId } })) },
  {
    table: "DecisionAcknowledgement",
    erase: (tx, { processId }) => count(tx.decisionAcknowledgement.deleteMany({ where: { processId } })),
  },
  { table: "ProcessDecision", erase: (tx, { processId }) => count(tx.processDecision.deleteMany({ where: { processId } })) },
  { table: "ProcessNote", erase: (tx, { processId }) => count(tx.processNote.deleteMany({ where: { processId } })) },
  { table: "VideoCallChunk", erase: (tx, { callIds }) => count(tx.videoCallChunk.deleteMany({ where: { callId: { in: callIds } } })) },
  { table: "VideoCallCapture", erase: (tx, { callIds }) => count(tx.videoCallCapture.deleteMany({ where: { callId: { in: callIds } } })) },
  { table: "VideoCall", erase: (tx, { processId }) => count(tx.videoCall.deleteMany({ where: { processId } })) },
  // Jobs owed for the process (evidence, screening, search keys) would otherwise rebuild what was just erased.
  { table: "Job", erase: (tx, { processId }) => count(tx.job.deleteMany({ where: { subjectId: processId } })) },
  // Kept API answers may repeat the applicant's data; they name the process.
  {
    table: "IdempotentRequest",
    erase: (tx, { processId }) => count(tx.idempotentRequest.deleteMany({ where: { body: { contains: processId } } })),
  },
  { table: "StoredFile", erase: (tx, { processId }) => count(tx.storedFile.deleteMany({ where: { processId } })) },
  // A queued message's send job names its outbox row; its sealed text holds a code or a link.
  {
    table: "Job",
    erase: async (tx, { processId }) => {
      const messages = await tx.outboxMessage.findMany({ where: { processId }, select: { id: true } });
      return count(tx.job.deleteMany({ where: { kind: { in: ["sms", "email"] }, subjectId: { in: messages.map((m) => m.id) } } }));
    },
  },
  { table: "PendingMessage", erase: (tx, { processId }) => count(tx.pendingMessage.deleteMany({ where: { processId } })) },
  { table: "MessageDelivery", erase: (tx, { processId }) => count(tx.messageDelivery.deleteMany({ where: { processId } })) },
  { table: "SmsSubmission", erase: (tx, { processId }) => count(tx.smsSubmission.deleteMany({ where: { processId } })) },
  { table: "OutboxMessage", erase: (tx, { processId }) => count(tx.outboxMessage.deleteMany({ where: { processId } })) },
  // The process row last, after every row that refers to it.
  { table: "StepRecord", erase: (tx, { processId }) => count(tx.stepRecord.deleteMany({ where: { processId } })) },
  { table: "Nonce", erase: (tx, { processId }) => count(tx.nonce.deleteMany({ where: { processId } })) },
  { table: "ProcessEvent", erase: (tx, { processId }) => count(tx.processEvent.deleteMany({ where: { processId } })) },
  { table: "CaseTagging", erase: (tx, { processId }) => count(tx.caseTagging.deleteMany({ where: { processId } })) },
  { table: "ReviewCase", erase: (tx, { processId }) => count(tx.reviewCase.deleteMany({ where: { processId } })) },
  { table: "Process", erase: (tx, { processId }) => count(tx.process.deleteMany({ where: { id: processId } })) },
];

/**
 * Tables with a `processId` that erasure keeps, and why: none of them holds the applicant's personal data.
 * WebhookDelivery: event ids, types and outcomes (its schema's note); the client app was already told.
 */
export const KEPT_AFTER_ERASURE = ["ProcessTombstone", "LegalHold", "WebhookDelivery"] as const;
