import os from "node:os";
import { NO_REQUEST } from "@/lib/audit/record-staff-action";
import type { WalTruncation } from "@/lib/db/truncate-sqlite-wal";
import { AppError } from "@/lib/errors";
import { eraseProcess } from "@/lib/retention/erase-process";
import { liftLegalHold, placeLegalHold } from "@/lib/retention/legal-hold";
import { setRetentionPolicy } from "@/lib/retention/retention-policy";
import { runRetention } from "@/lib/retention/run-retention";
import { fileStorage } from "@/lib/storage/file-storage";
import { type Command, requireFlag } from "../cli";

/** The operator tool's entries name the operating-system user who ran it. */
const operator = () => ({ id: null, email: `operator:${os.userInfo().username}` });

function processIdArg(args: string[]): string {
  const id = args[0];
  if (!id) throw new AppError("invalid", "Name the process id");
  return id;
}

/** Said on stderr when erased rows' older pages could not be cut from SQLite's WAL. */
function warnIfWalBusy(wal: WalTruncation | undefined, log: (line: string) => void) {
  if (wal === "busy")
    log(
      "Warning: SQLite's WAL still holds the erased rows' older pages (another connection kept reading for 10 s); the next erasure or retention run empties it.",
    );
}

function days(flags: Record<string, string | true>, name: string): number {
  const value = Number(requireFlag(flags, name));
  if (!Number.isInteger(value) || value < 1) throw new AppError("invalid", `--${name} must be a whole number of days, at least 1`);
  return value;
}

export const retentionRun: Command = {
  name: "retention:run",
  usage: "retention:run [--dry-run]   (erases every process past its account's retention period, legal holds excepted)",
  async run({ db, flags, log }) {
    const run = await runRetention(db, fileStorage(), { dryRun: flags["dry-run"] === true });
    warnIfWalBusy(run.wal, log);
    const lines = run.expired.map(
      (p) => `${p.processId}  ${p.accountId}  ${p.rule} since ${p.since} (${p.days} days)${p.held ? "  HELD" : ""}`,
    );
    const verb = run.dryRun ? "would be erased" : "erased";
    const count = run.dryRun ? run.expired.filter((p) => !p.held).length : run.erased.length;
    const failed = run.failed.map((f) => `FAILED ${f.processId}: ${f.error}`);
    return {
      json: run,
      human: [...lines, ...failed, `${count} ${verb}, ${run.expired.filter((p) => p.held).length} held.`].join("\n"),
      exitCode: run.failed.length ? 1 : 0,
    };
  },
};

export const retentionSet: Command = {
  name: "retention:set",
  usage: "retention:set --account ID --keep-days N --unfinished-days M",
  async run({ db, flags }) {
    const accountId = requireFlag(flags, "account");
    const periods = { keepDays: days(flags, "keep-days"), unfinishedDays: days(flags, "unfinished-days") };
    await setRetentionPolicy(db, accountId, periods, operator().email);
    return {
      json: { accountId, ...periods },
      human: `Account ${accountId}: kept ${periods.keepDays} days after the decision, ${periods.unfinishedDays} days unfinished.`,
    };
  },
};

export const processErase: Command = {
  name: "process:erase",
  usage: "process:erase ID --reason TEXT   (erases its personal data and files now; keeps a tombstone)",
  async run({ db, flags, args, log }) {
    const processId = processIdArg(args);
    const result = await eraseProcess(db, fileStorage(), {
      processId,
      trigger: "request",
      reason: requireFlag(flags, "reason"),
      actor: operator(),
      request: NO_REQUEST,
    });
    warnIfWalBusy(result.wal, log);
    return { json: result, human: `Process ${processId} erased: ${result.files} stored files removed.` };
  },
};

export const legalHoldPlace: Command = {
  name: "legal-hold:place",
  usage: "legal-hold:place ID --reason TEXT   (erasure refuses while it stands)",
  async run({ db, flags, args }) {
    const processId = processIdArg(args);
    await placeLegalHold(db, operator(), { processId, reason: requireFlag(flags, "reason") }, NO_REQUEST);
    return { json: { processId, held: true }, human: `Process ${processId} is under a legal hold.` };
  },
};

export const legalHoldLift: Command = {
  name: "legal-hold:lift",
  usage: "legal-hold:lift ID",
  async run({ db, args }) {
    const processId = processIdArg(args);
    await liftLegalHold(db, operator(), processId, NO_REQUEST);
    return { json: { processId, held: false }, human: `Legal hold on ${processId} lifted.` };
  },
};
