import type { Db } from "@/lib/db/client";
import type { Row, Statement } from "@/lib/db/direct-sql";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { env } from "@/lib/env";
import { owedJob } from "@/lib/jobs/job-leases";
import { wakeJobWorker } from "@/lib/jobs/job-worker";
import { randomToken } from "@/lib/security/secrets";
import type { Device, RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { EventDraft, TransitionResult } from "@/lib/service/engine/types";
import type { KeepAnswer } from "@/lib/service/idempotency/kept-answers";
import { recordSearchKeys, uniqueKeys } from "@/lib/service/search/search-keys";
import type { NonceView } from "@/lib/service/views/step-view";
import type { StagedFile } from "@/lib/steps/common/step-action";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { storeWithRow } from "@/lib/storage/store-with-row";
import {
  commitStatements,
  insertEvents,
  insertFiles,
  insertJob,
  insertNonce,
  insertRecords,
  insertSearchKeys,
  processRowChanges,
  WriteConflict,
} from "../hot-path/process-change";
import { processFinished } from "../process-finished";
import { finishingRecord } from "./finishing-record";
import type { LoadedProcess } from "./load-process";

const nonceView = (nonce: { id: string; expiresAt: Date }): NonceView => ({ id: nonce.id, expiresAt: nonce.expiresAt.toISOString() });

/** An operation that changes one process; keepAnswer: a keyed request's answer, committed with the change. */
export type ProcessChangeOptions<T> = {
  db: Db;
  context: RequestContext;
  processId: string;
  /** The process's row, read with the caller's admission (see ProcessRead). */
  preread?: Row;
  keepAnswer?: KeepAnswer<T>;
};

/**
 * Writes a transition in ONE transaction: the row-version guard first (a concurrent winner makes it
 * 409 and nothing is written), then the files' rows, step records, their search keys, events, the nonce, and what a
 * finishing transition owes (the evidence job, the review case, webhook deliveries) and, for a request with an
 * Idempotency-Key, its answer. File bytes are staged just before it and published after it (`storeWithRow`).
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
    alsoStatements = [],
  }: {
    device: Device;
    now: Date;
    files?: StagedFile[];
    issueNonce: boolean;
    keepAnswer?: KeepAnswer<NonceView | undefined>;
    /** Writes of the caller's own tables that belong to this change (e.g. a video call's end), in the same transaction. */
    alsoWrite?: Prisma.PrismaPromise<unknown>[];
    /** Rows the change owes in the same transaction, as direct statements (e.g. a code request's queued SMS). */
    alsoStatements?: Statement[];
  },
): Promise<NonceView | undefined> {
  const keyOf = (file: StagedFile) => storageKey(loaded.accountId, file.bucket, file.id);
  const next = result.next;
  const nonce = issueNonce ? { id: randomToken(24), expiresAt: new Date(now.getTime() + env().NONCE_TTL_SECONDS * 1000) } : undefined;
  const isFinishing = result.effects.some((effect) => effect.type === "produce-evidence");
  // Read once, however many listeners ask for it (the webhook's outcome, the cohort's scores).
  let finishing: ReturnType<typeof finishingRecord> | undefined;
  const finished = isFinishing
    ? await processFinished.writesFor(db, {
        processId: loaded.id,
        accountId: loaded.accountId,
        flowId: loaded.flowId,
        negativeFinish: next.negativeFinish,
        now,
        record: () => {
          finishing ??= finishingRecord(db, loaded, result, { device, now });
          return finishing;
        },
      })
    : [];
  // A failed check carries an error; a code request is recorded unvalidated without one and is no failure.
  const hasFailedStep = result.records.some((r) => !r.status && "code" in r.error);

  const changes = processRowChanges({ before: loaded.snapshot, next, added: result, hasFailedStep, now });
  const statements = [
    ...insertFiles(loaded, files, keyOf, now),
    ...insertRecords(loaded.id, loaded.recordCount, result.records, device, now),
    ...insertSearchKeys(loaded.id, uniqueKeys(result.records.flatMap(recordSearchKeys)), now),
    ...insertEvents(loaded.id, loaded.eventCount, result.events, device, now),
    // The hand-off window counts from the commit, not from the request's start (a check may have taken seconds).
    ...(isFinishing ? [insertJob(owedJob("evidence", loaded.id, new Date()))] : []),
    ...(nonce ? [insertNonce(loaded.id, nonce, now)] : []),
    ...alsoStatements,
  ];
  const toStore = files.map((file) => ({ key: keyOf(file), bytes: file.bytes }));
  try {
    // The row version this transition was computed from is the guard: a concurrent winner makes the whole change 409.
    await storeWithRow(fileStorage(), toStore, () =>
      commitStatements(db, {
        guard: { processId: loaded.id, rowVersion: loaded.rowVersion, changes },
        statements,
        prismaWrites: [...finished, ...(keepAnswer ? [keepAnswer(nonce && nonceView(nonce))] : []), ...alsoWrite],
      }),
    );
  } catch (error) {
    if (error instanceof WriteConflict) throw new ServiceError("BIOPMSSE409");
    throw error;
  }
  if (finished.length) wakeJobWorker();
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
