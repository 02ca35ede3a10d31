import type { Db } from "@/lib/db/client";
import { completeJob } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { isSealedTotpSecret, sealTotpSecret } from "./totp-secret-box";

/**
 * The `totp-seal` job: a TOTP secret stored in clear (before secrets were encrypted) sealed in place. The migration
 * `totp_secret_sealed` owes one per existing row; a row already sealed, or gone, only completes the job.
 */
export async function sealStoredTotpSecret(db: Db, lease: JobLease): Promise<void> {
  const userId = lease.subjectId;
  await db.$transaction(async (tx) => {
    await completeJob(tx, lease);
    const row = await tx.staffTotp.findUnique({ where: { userId }, select: { secret: true } });
    if (!row || isSealedTotpSecret(row.secret)) return;
    // Conditional on the clear secret still being there: a re-enrolment meanwhile keeps its own sealed secret.
    await tx.staffTotp.updateMany({ where: { userId, secret: row.secret }, data: { secret: sealTotpSecret(row.secret, userId) } });
  });
}
