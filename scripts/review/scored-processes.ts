import crypto from "node:crypto";
import { ZFaceSettings } from "@/lib/analysis/face/face-settings";
import { indexProcessScores } from "@/lib/cases/cohort/index-process-scores";
import type { Db } from "@/lib/db/client";
import { createBulkProcesses } from "./bulk-processes";

type Owner = { accountId: string; appId: string; credentialId: string };

/** A spread of match scores that looks like an account's: most above the threshold, a tail below, none alike. */
function matchScore(n: number, isNegative: boolean): number {
  // A fixed sequence (golden-ratio steps) rather than randomness: the same seed draws the same chart.
  const u = (n * 0.618_033_988_75) % 1;
  const v = (n * 0.414_213_562_37) % 1;
  const spread = (u + v) / 2;
  return Number((isNegative ? 0.25 + spread * 0.4 : 0.68 + spread * 0.3).toFixed(4));
}

/**
 * `count` plain processes (as createBulkProcesses makes them), each finished one with a face-compare record carrying a
 * match score, indexed into the cohort table by the same reader the service uses: a cohort for the case page's chart.
 */
export async function createScoredProcesses(db: Db, owner: Owner, { count }: { count: number }) {
  const created = await createBulkProcesses(db, owner, { count, days: 60 });
  const finished = await db.process.findMany({
    where: { id: { in: created.ids }, status: "finished" },
    select: { id: true, negativeFinish: true, updatedAt: true },
  });
  const { matchThreshold } = ZFaceSettings.parse({});
  await db.stepRecord.createMany({
    data: finished.map((p, n) => ({
      id: crypto.randomUUID(),
      processId: p.id,
      seq: 2,
      type: "step",
      action: "face-compare-2d2d",
      stepId: "face-compare",
      status: !p.negativeFinish,
      payload: {},
      info: { retry: 0 },
      config: {},
      provider: {
        status: !p.negativeFinish,
        result: { score: matchScore(n, p.negativeFinish), threshold: matchThreshold, method: "bulk" },
      },
      error: {},
      deviceType: "mobile",
      createdAt: p.updatedAt,
    })),
  });
  const scores = await indexProcessScores(
    db,
    finished.map((p) => p.id),
  );
  return { ...created, scores };
}
