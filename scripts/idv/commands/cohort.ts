import { indexFinishedProcesses } from "@/lib/cases/cohort/index-process-scores";
import { DEMO_IDS } from "@/lib/demo/seed-demo-account";
import { AppError } from "@/lib/errors";
import { createScoredProcesses } from "../../review/scored-processes";
import type { Command } from "../cli";

export const scoresIndex: Command = {
  name: "scores:index",
  usage:
    "scores:index   (writes the cohort scores of finished processes from their records: after an upgrade or a restore; safe to repeat)",
  async run({ db }) {
    const { processes, scores } = await indexFinishedProcesses(db);
    return { json: { processes, scores }, human: `${scores} scores of ${processes} finished processes indexed` };
  },
};

export const seedCohort: Command = {
  name: "seed:cohort",
  usage:
    "seed:cohort N   (after seed: N plain demo processes, the finished ones with a face match score, so the case page's cohort charts have data)",
  async run({ db, args }) {
    const count = Number(args[0]);
    if (!Number.isInteger(count) || count < 1 || count > 100_000)
      throw new AppError("invalid", "seed:cohort takes a whole number from 1 to 100000");
    if (!(await db.account.findUnique({ where: { id: DEMO_IDS.accountId }, select: { id: true } })))
      throw new AppError("invalid", "run `idv seed` first");
    const created = await createScoredProcesses(db, DEMO_IDS, { count });
    return {
      json: { flowId: created.flowId, processes: created.ids.length, scores: created.scores },
      human: `${created.ids.length} processes of flow ${created.flowId}, ${created.scores} scores indexed`,
    };
  },
};
