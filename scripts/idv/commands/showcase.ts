import { targetFromUrl } from "@/lib/db/migrations/target";
import { DEMO_IDS } from "@/lib/demo/seed-demo-account";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createBulkProcesses } from "../../review/bulk-processes";
import { createShowcaseProcess } from "../../review/showcase-process";
import { type Command, optionalFlag } from "../cli";

export const seedShowcase: Command = {
  name: "seed:showcase",
  usage:
    "seed:showcase [--bulk N] [--open-cases M] [--phone DIGITS] [--scores] [--heavy]   (after seed: one demo process with every step type and sample provider results; N extra plain processes of a flow of their own, all with the phone DIGITS if given; with M, only the M newest finished ones wait for a decision, the older ones approved; with --scores, each finished one has the four cohort scores)",
  async run({ db, flags }) {
    const bulkText = optionalFlag(flags, "bulk");
    const bulk = bulkText === undefined ? 0 : Number(bulkText);
    if (!Number.isInteger(bulk) || bulk < 0 || bulk > 2_000_000) throw new AppError("invalid", "--bulk takes a whole number up to 2000000");
    const openText = optionalFlag(flags, "open-cases");
    const openCases = openText === undefined ? undefined : Number(openText);
    if (openCases !== undefined && (!Number.isInteger(openCases) || openCases < 0))
      throw new AppError("invalid", "--open-cases takes a whole number");
    const phone = optionalFlag(flags, "phone");
    if (phone !== undefined && !/^\d{4,15}$/.test(phone)) throw new AppError("invalid", "--phone takes 4 to 15 digits");
    if (!(await db.account.findUnique({ where: { id: DEMO_IDS.accountId }, select: { id: true } })))
      throw new AppError("invalid", "run `idv seed` first");
    const processId = await createShowcaseProcess(db, DEMO_IDS, { isHeavy: flags.heavy === true });
    const target = targetFromUrl(env().DATABASE_URL);
    const sqlitePath = target.kind === "sqlite" ? target.path : undefined;
    const started = performance.now();
    const withScores = flags.scores === true;
    const created = bulk ? await createBulkProcesses(db, DEMO_IDS, { count: bulk, phone, sqlitePath, openCases, withScores }) : null;
    const seconds = (performance.now() - started) / 1000;
    return {
      json: {
        processId,
        bulkFlowId: created?.flowId ?? null,
        bulkCount: created?.ids.length ?? 0,
        bulkSeconds: Number(seconds.toFixed(1)),
      },
      human: [
        `Showcase process ${processId}`,
        ...(created ? [`${created.ids.length} processes of flow ${created.flowId} in ${seconds.toFixed(1)} s`] : []),
      ].join("\n"),
    };
  },
};
