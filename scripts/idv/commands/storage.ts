import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { storageFromEnv } from "@/lib/storage/file-storage";
import { migrateStorage } from "@/lib/storage/migrate-storage";
import { type Command, requireFlag } from "../cli";

const KINDS = ["local", "s3"] as const;

export const storageMigrate: Command = {
  name: "storage:migrate",
  usage:
    "storage:migrate --to s3|local   (copies every stored file from the other storage, servers stopped, and checks each one's SHA-256)",
  async run({ db, flags, log }) {
    const to = requireFlag(flags, "to");
    if (!(KINDS as readonly string[]).includes(to)) throw new AppError("invalid", "--to must be s3 or local");
    const config = env();
    if (to === "s3" && !config.S3_BUCKET) throw new AppError("invalid", "storage:migrate --to s3 needs S3_BUCKET (and S3_ENDPOINT etc.)");
    const target = storageFromEnv(config, to as (typeof KINDS)[number]);
    const source = storageFromEnv(config, to === "s3" ? "local" : "s3");
    await target.check();
    log(`Copying ${source.describe()} → ${target.describe()}`);
    const result = await migrateStorage({ db, from: source, to: target, log });
    const isOk = result.problems.length === 0;
    return {
      json: { from: source.describe(), to: target.describe(), ...result },
      human: [
        `${result.copied} stored files and ${result.installationFiles} of the installation's own files copied to ${target.describe()}; ${result.verified} read back and verified by SHA-256.`,
        isOk ? `Set STORAGE=${to} and start the servers.` : `NOT complete:\n${result.problems.map((p) => `  ${p}`).join("\n")}`,
      ].join("\n"),
      exitCode: isOk ? 0 : 1,
    };
  },
};
