import type { Db, Tx } from "@/lib/db/client";
import { completeJob } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { processSearchKeys, recordSearchKeys, uniqueKeys } from "./search-keys";

/** A process's search keys computed from its row and every step record (none once the process is gone). */
export async function searchKeysOf(db: Db | Tx, processId: string) {
  const [process, records] = await Promise.all([
    db.process.findUnique({ where: { id: processId }, select: { id: true, reference: true, createdAt: true } }),
    db.stepRecord.findMany({
      where: { processId },
      orderBy: { seq: "asc" },
      select: { action: true, payload: true, provider: true, createdAt: true },
    }),
  ]);
  const rows = process
    ? [
        ...processSearchKeys(process).map((key) => ({ ...key, createdAt: process.createdAt })),
        ...records.flatMap((record) => recordSearchKeys(record).map((key) => ({ ...key, createdAt: record.createdAt }))),
      ]
    : [];
  return uniqueKeys(rows);
}

/**
 * The `search-keys` job: a process's keys computed again from its row and every step record, replacing what it had.
 * The migration that introduced the search table owes one per existing process.
 */
export async function indexProcessSearchKeys(db: Db, lease: JobLease): Promise<void> {
  const processId = lease.subjectId;
  const unique = (await searchKeysOf(db, processId)).map((key) => ({ processId, ...key }));
  await db.$transaction(async (tx) => {
    await completeJob(tx, lease);
    await tx.processSearchKey.deleteMany({ where: { processId } });
    if (unique.length) await tx.processSearchKey.createMany({ data: unique });
  });
}
