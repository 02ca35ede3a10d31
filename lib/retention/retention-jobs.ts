import type { RecurringJobDeclaration } from "@/lib/jobs/job-registry";
import { fileStorage } from "@/lib/storage/file-storage";
import { runRetention } from "./run-retention";

/** Every day, the processes past their account's retention are erased (unless held). */
export const RETENTION_RECURRING_JOBS: RecurringJobDeclaration[] = [
  {
    kind: "retention",
    everyMs: () => 24 * 3_600_000,
    maxBackoffMs: 60 * 60_000,
    async run(db, now) {
      const run = await runRetention(db, fileStorage(), { dryRun: false, now });
      const wal = run.wal === "busy" ? ", SQLite WAL busy (not emptied)" : "";
      return `${run.erased.length} erased, ${run.expired.filter((p) => p.held).length} held, ${run.failed.length} failed${wal}`;
    },
  },
];
