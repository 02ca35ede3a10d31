import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { processSearchKeys, recordSearchKeys } from "@/lib/service/search/search-keys";
import { showcaseFlow } from "./showcase-process";
import { openSqliteBulkWriter } from "./sqlite-bulk-writer";

const RISK_LEVELS = ["low", "medium", "high"] as const;
const GIVEN = ["Ana", "João", "Maria", "José", "Inês", "Pedro", "Sofia", "Tiago", "Beatriz", "Rui"];
const FAMILY = ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa", "Gonçalves"];

/**
 * The four cohort scores of the n-th finished bulk process, spread over each metric's usual range around its threshold
 * (the case page compares a process with its account's latest 1,000 of each).
 */
function bulkScores(n: number) {
  return [
    { metric: "face-match", score: 0.55 + ((n * 37) % 45) / 100, threshold: 0.8 },
    { metric: "liveness", score: 0.4 + ((n * 53) % 60) / 100, threshold: 0.5 },
    { metric: "document-focus", score: 120 + ((n * 71) % 700), threshold: 150 },
    { metric: "document-glare", score: ((n * 29) % 50) / 1000, threshold: 0.03 },
  ];
}

/** A form step's fields for the n-th bulk applicant: names repeat (as real ones do), e-mail and phone do not unless `phone` is shared. */
function bulkApplicant(n: number, phone?: string) {
  const name = `${GIVEN[n % GIVEN.length]} ${FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length]} ${n}`;
  return { name, email: `applicant-${n}@bulk.example`, phone: { country: "PT", number: phone ?? String(910_000_000 + n) } };
}

type Owner = { accountId: string; appId: string; credentialId: string };

/**
 * `count` plain processes of a flow of their own (so a test can filter by it), spread over `days` days, a mix of
 * in-progress, finished and negatively finished; every seventh has a failed step record. Each has the search keys of a
 * form step (name, e-mail, phone) written straight to the search table. Each finished one has its review case (due a
 * day after it finished, so older ones are overdue; a risk level by turns), undecided, and with `withScores` its four
 * cohort scores (the benches' bank; a test's cohort stays the one it seeds). With `openCases`, only that many of the
 * newest stay undecided and the older ones carry a final approval, as a worked queue does. With `phone`, every applicant
 * gave that one number (a phone many processes share, for the search's count). With `sqlitePath` (the same database's
 * file) the rows are written straight to SQLite, 10,000 a transaction: a million in minutes.
 */
export async function createBulkProcesses(
  db: Db,
  owner: Owner,
  {
    count,
    days = 30,
    flowId,
    phone,
    sqlitePath,
    openCases = Number.POSITIVE_INFINITY,
    withScores = false,
  }: { count: number; days?: number; flowId?: string; phone?: string; sqlitePath?: string; openCases?: number; withScores?: boolean },
) {
  const flow = await showcaseFlow(db, owner.accountId);
  const id = flowId ?? `bulk-${crypto.randomUUID().slice(0, 8)}`;
  await db.flow.upsert({
    where: { id },
    create: { id, accountId: owner.accountId, name: `Bulk ${id}`, steps: flow.snapshot.steps as object, settings: [] },
    update: {},
  });
  const now = Date.now();
  const span = days * 86_400_000;
  const ids: string[] = [];
  const sqlite = sqlitePath
    ? openSqliteBulkWriter(sqlitePath, {
        tables: ["Process", "ProcessSearchKey", "StepRecord", "ReviewCase", "ProcessDecision", ...(withScores ? ["ProcessScore"] : [])],
        // Building an index once beats updating it row by row only when the seed is most of the table.
        isIndexingAfter: count >= 50_000 && count >= (await db.process.count()),
      })
    : null;
  const batchSize = sqlite ? 10_000 : 1000;
  try {
    for (let offset = 0; offset < count; offset += batchSize) {
      const size = Math.min(batchSize, count - offset);
      const batch = bulkBatch({ owner, flowId: id, offset, size, count, now, span, phone, openCases, withScores });
      // One transaction a batch: a stopped seed leaves whole batches, and one commit (one sync) instead of four.
      if (sqlite) sqlite.write(batch);
      else
        await db.$transaction([
          db.process.createMany({ data: batch.Process }),
          db.processSearchKey.createMany({ data: batch.ProcessSearchKey }),
          db.stepRecord.createMany({ data: batch.StepRecord }),
          db.reviewCase.createMany({ data: batch.ReviewCase }),
          db.processDecision.createMany({ data: batch.ProcessDecision }),
          db.processScore.createMany({ data: batch.ProcessScore }),
        ]);
      ids.push(...batch.Process.map((p) => p.id));
    }
  } finally {
    sqlite?.finish();
  }
  return { flowId: id, ids };
}

type BatchOptions = {
  owner: Owner;
  flowId: string;
  offset: number;
  size: number;
  count: number;
  now: number;
  span: number;
  phone?: string;
  openCases: number;
  withScores: boolean;
};

/** How many of bulk processes 0 … n - 1 are finished (every third is still in progress: n % 3 === 0). */
const finishedBefore = (n: number) => n - Math.ceil(n / 3);

/** The rows of bulk processes offset … offset + size - 1, table by table in the order their foreign keys need. */
function bulkBatch({ owner, flowId: id, offset, size, count, now, span, phone, openCases, withScores }: BatchOptions) {
  const batch = Array.from({ length: size }, (_, j) => {
    const n = offset + j;
    const createdAt = new Date(now - Math.floor((n / count) * span) - (n % 997));
    const kind = n % 3;
    return {
      id: crypto.randomUUID(),
      accountId: owner.accountId,
      flowId: id,
      flowSnapshot: { id, name: `Bulk ${id}`, steps: [], settings: [] },
      currentStepId: kind === 0 ? "id-document" : "digital-key",
      history: [],
      stepState: {},
      status: kind === 0 ? "in-progress" : "finished",
      negativeFinish: kind === 2,
      hasFailedStep: n % 7 === 0,
      lang: n % 4 === 0 ? "en-GB" : "pt-PT",
      appId: owner.appId,
      credentialId: owner.credentialId,
      version: "bulk",
      appVersion: "bulk",
      reference: `${id}-${n}`,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (n % 50) * 60_000),
    };
  });
  const failed = batch.filter((p) => p.hasFailedStep);
  const finished = batch.filter((p) => p.status === "finished");
  // The newest `openCases` finished processes (the lowest n) wait for a decision; the older ones were decided.
  const decided = new Set(batch.filter((p, j) => p.status === "finished" && finishedBefore(offset + j) >= openCases).map((p) => p.id));
  return {
    Process: batch,
    ProcessSearchKey: batch.flatMap((p, j) =>
      [...processSearchKeys(p), ...recordSearchKeys({ action: "form", payload: bulkApplicant(offset + j, phone) })].map((key) => ({
        processId: p.id,
        ...key,
        createdAt: p.createdAt,
        processCreatedAt: p.createdAt,
      })),
    ),
    StepRecord: failed.map((p) => ({
      id: crypto.randomUUID(),
      processId: p.id,
      seq: 1,
      type: "step",
      action: "document-ocr",
      stepId: "id-document",
      status: false,
      payload: {},
      info: { retry: 0 },
      config: {},
      provider: {},
      error: { code: "BIOPMSSE422", message: "document-ocr: the provider check failed" },
      triggerId: null,
      deviceType: "mobile",
      createdAt: p.createdAt,
    })),
    ReviewCase: finished.map((p, j) => ({
      processId: p.id,
      decisionState: decided.has(p.id) ? "final" : "undecided",
      accountId: p.accountId,
      flowId: p.flowId,
      finishedAt: p.updatedAt,
      negativeFinish: p.negativeFinish,
      dueAt: new Date(p.updatedAt.getTime() + 86_400_000),
      riskLevel: RISK_LEVELS[j % RISK_LEVELS.length],
      riskScore: (j % RISK_LEVELS.length) * 30,
      riskRulesVersion: 0,
    })),
    ProcessDecision: finished
      .filter((p) => decided.has(p.id))
      .map((p) => ({
        id: crypto.randomUUID(),
        processId: p.id,
        outcome: "approved",
        reasonCode: "identity-verified",
        comment: "",
        decidedById: "bulk-reviewer",
        decidedByEmail: "bulk-reviewer@bulk.example",
        status: "final",
        createdAt: new Date(p.updatedAt.getTime() + 3_600_000),
      })),
    ProcessScore: batch.flatMap((p, j) =>
      withScores && p.status === "finished"
        ? bulkScores(offset + j).map((score) => ({ processId: p.id, accountId: p.accountId, finishedAt: p.updatedAt, ...score }))
        : [],
    ),
  };
}
