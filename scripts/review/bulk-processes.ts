import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { processSearchKeys, recordSearchKeys } from "@/lib/service/search/search-keys";
import { showcaseFlow } from "./showcase-process";

const RISK_LEVELS = ["low", "medium", "high"] as const;
const GIVEN = ["Ana", "João", "Maria", "José", "Inês", "Pedro", "Sofia", "Tiago", "Beatriz", "Rui"];
const FAMILY = ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa", "Gonçalves"];

/** A form step's fields for the n-th bulk applicant: names repeat (as real ones do), e-mail and phone do not unless `phone` is shared. */
function bulkApplicant(n: number, phone?: string) {
  const name = `${GIVEN[n % GIVEN.length]} ${FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length]} ${n}`;
  return { name, email: `applicant-${n}@bulk.example`, phone: { country: "PT", number: phone ?? String(910_000_000 + n) } };
}

type Owner = { accountId: string; appId: string; credentialId: string };

/**
 * `count` plain processes of a flow of their own (so a test can filter by it), spread over `days` days,
 * a mix of in-progress, finished and negatively finished; every seventh has a failed step record. Each has the search
 * keys of a form step (name, e-mail, phone) written straight to the search table. Each finished one has its review case
 * (due a day after it finished, so older ones are overdue; a risk level by turns), undecided. With `phone`, every
 * applicant gave that one number (a phone many processes share, for the search's count).
 */
export async function createBulkProcesses(
  db: Db,
  owner: Owner,
  { count, days = 30, flowId, phone }: { count: number; days?: number; flowId?: string; phone?: string },
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
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, j) => {
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
    // One transaction a batch: a stopped seed leaves whole batches, and one commit (one sync) instead of four.
    await db.$transaction([
      db.process.createMany({ data: batch }),
      db.processSearchKey.createMany({
        data: batch.flatMap((p, j) =>
          [...processSearchKeys(p), ...recordSearchKeys({ action: "form", payload: bulkApplicant(offset + j, phone) })].map((key) => ({
            processId: p.id,
            ...key,
            createdAt: p.createdAt,
          })),
        ),
      }),
      db.stepRecord.createMany({
        data: failed.map((p) => ({
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
          deviceType: "mobile",
          createdAt: p.createdAt,
        })),
      }),
      db.reviewCase.createMany({
        data: finished.map((p, j) => ({
          processId: p.id,
          accountId: p.accountId,
          flowId: p.flowId,
          finishedAt: p.updatedAt,
          dueAt: new Date(p.updatedAt.getTime() + 86_400_000),
          riskLevel: RISK_LEVELS[j % RISK_LEVELS.length],
          riskScore: (j % RISK_LEVELS.length) * 30,
          riskRulesVersion: 0,
        })),
      }),
    ]);
    ids.push(...batch.map((p) => p.id));
  }
  return { flowId: id, ids };
}
