import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { reviewCaseOpening } from "@/lib/queue/open-case";
import { serviceConfig } from "@/lib/service/config";
import type { Device, RequestContext } from "@/lib/service/context";
import type { EventDraft, TransitionResult } from "@/lib/service/engine/types";
import { ServiceError } from "@/lib/service/errors";
import type { KeepAnswer } from "@/lib/service/idempotency/kept-answers";
import { owedJob } from "@/lib/service/jobs/job-queue";
import { wakeJobWorker } from "@/lib/service/jobs/job-worker";
import { searchKeyWrites } from "@/lib/service/search/search-key-writes";
import { recordSearchKeys, uniqueKeys } from "@/lib/service/search/search-keys";
import { randomToken } from "@/lib/service/secrets";
import type { NonceView } from "@/lib/service/views/step-view";
import type { StagedFile } from "@/lib/steps/common/step-action";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { webhookEventWrites } from "@/lib/webhooks/queue-events";
import type { LoadedProcess } from "./load-process";

type Json = object;

const nonceView = (nonce: { id: string; expiresAt: Date }): NonceView => ({ id: nonce.id, expiresAt: nonce.expiresAt.toISOString() });

/** An operation that changes one process; keepAnswer: a keyed request's answer, committed with the change. */
export type ProcessChangeOptions<T> = { db: Db; context: RequestContext; processId: string; keepAnswer?: KeepAnswer<T> };

/**
 * Writes a transition in ONE transaction: the row-version guard first (a concurrent winner makes it
 * 409 and nothing is written), then the files' rows, step records, their search keys, events, the nonce, and what a
 * finishing transition owes (the evidence job, the review case, webhook deliveries) and, for a request with an
 * Idempotency-Key, its answer. File bytes are staged before it and published after it (a lost race discards them; a
 * crash leaves them staged for the orphan sweep).
 */
export async function commitTransition(
  db: Db,
  loaded: LoadedProcess,
  result: TransitionResult,
  {
    device,
    now,
    files = [],
    issueNonce,
    keepAnswer,
    alsoWrite = [],
  }: {
    device: Device;
    now: Date;
    files?: StagedFile[];
    issueNonce: boolean;
    keepAnswer?: KeepAnswer<NonceView | undefined>;
    /** Writes of the caller's own tables that belong to this change (e.g. a video call's end), in the same transaction. */
    alsoWrite?: Prisma.PrismaPromise<unknown>[];
  },
): Promise<NonceView | undefined> {
  const storage = fileStorage();
  const keyOf = (file: StagedFile) => storageKey(loaded.accountId, file.bucket, file.id);
  await Promise.all(files.map((file) => storage.stage(keyOf(file), file.bytes)));
  const next = result.next;
  const nonce = issueNonce
    ? { id: randomToken(24), expiresAt: new Date(now.getTime() + serviceConfig().NONCE_TTL_SECONDS * 1000) }
    : undefined;
  const isFinishing = result.effects.some((effect) => effect.type === "produce-evidence");
  const webhooks = isFinishing
    ? await webhookEventWrites(db, { accountId: loaded.accountId, processId: loaded.id, now }, [
        { type: "process.finished", data: { status: next.status, negativeFinish: next.negativeFinish } },
      ])
    : [];
  const caseOpening = isFinishing ? await reviewCaseOpening(db, loaded, now) : [];

  // One batch transaction; the process update matches only the row version this transition was computed
  // from, so a concurrent winner makes it fail (P2025) and the whole batch rolls back: nothing is written.
  const writes = [
    db.process.update({
      where: { id: loaded.id, rowVersion: loaded.rowVersion },
      data: {
        rowVersion: { increment: 1 },
        recordCount: { increment: result.records.length },
        eventCount: { increment: result.events.length },
        currentStepId: next.currentStepId,
        history: next.history as Json,
        stepState: next.stepState as Json,
        status: next.status,
        negativeFinish: next.negativeFinish,
        // A failed check carries an error; a code request is recorded unvalidated without one and is no failure.
        ...(result.records.some((r) => !r.status && "code" in r.error) && { hasFailedStep: true }),
        updatedAt: now,
      },
      select: { id: true },
    }),
    ...(files.length
      ? [
          db.storedFile.createMany({
            data: files.map((f) => ({
              id: f.id,
              bucket: f.bucket,
              accountId: loaded.accountId,
              processId: loaded.id,
              contentType: f.contentType,
              size: f.bytes.length,
              sha256: f.sha256,
              storageKey: keyOf(f),
              createdAt: now,
            })),
          }),
        ]
      : []),
    ...(result.records.length
      ? [
          db.stepRecord.createMany({
            data: result.records.map((r, i) => ({
              id: crypto.randomUUID(),
              processId: loaded.id,
              seq: loaded.recordCount + i,
              type: "step",
              action: r.action,
              stepId: r.stepId,
              status: r.status,
              payload: r.payload as Json,
              info: r.info,
              config: r.config as Json,
              provider: r.provider as Json,
              error: r.error as Json,
              triggerId: null,
              deviceType: device.deviceType,
              createdAt: now,
            })),
          }),
        ]
      : []),
    ...searchKeyWrites(db, loaded.id, uniqueKeys(result.records.flatMap(recordSearchKeys)), now),
    ...(result.events.length
      ? [
          db.processEvent.createMany({
            data: result.events.map((e, i) => ({
              id: crypto.randomUUID(),
              processId: loaded.id,
              seq: loaded.eventCount + i,
              type: e.type,
              stepId: e.stepId ?? null,
              stepName: e.stepName ?? null,
              status: e.status ?? null,
              ...device,
              createdAt: now,
            })),
          }),
        ]
      : []),
    // The hand-off window counts from the commit, not from the request's start (a check may have taken seconds).
    ...(isFinishing ? [db.job.create({ data: owedJob("evidence", loaded.id, new Date()), select: { id: true } })] : []),
    ...caseOpening,
    ...(nonce
      ? [
          db.nonce.create({
            data: { id: nonce.id, processId: loaded.id, expiresAt: nonce.expiresAt, createdAt: now },
            select: { id: true },
          }),
        ]
      : []),
    ...webhooks,
    ...(keepAnswer ? [keepAnswer(nonce && nonceView(nonce))] : []),
    ...alsoWrite,
  ];
  try {
    await db.$transaction(writes);
  } catch (error) {
    await Promise.all(files.map((file) => storage.discard(keyOf(file))));
    // P2025: the row version moved on; P2002: a concurrent writer took the same record/event numbers (or key).
    const code = (error as { code?: unknown }).code;
    if (code === "P2025" || code === "P2002") throw new ServiceError("BIOPMSSE409");
    throw error;
  }
  await Promise.all(files.map((file) => storage.publish(keyOf(file))));
  if (webhooks.length) wakeJobWorker();
  return nonce && nonceView(nonce);
}

/** Events of the current step on the process's timeline, the process staying where it is (with the caller's own writes). */
export function commitStepEvents(
  db: Db,
  loaded: LoadedProcess,
  events: EventDraft[],
  options: Omit<Parameters<typeof commitTransition>[3], "issueNonce">,
): Promise<NonceView | undefined> {
  return commitTransition(
    db,
    loaded,
    { next: loaded.snapshot, outcome: "stayed", records: [], events, effects: [] },
    { ...options, issueNonce: false },
  );
}
