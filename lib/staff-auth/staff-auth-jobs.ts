import type { JobDeclaration } from "@/lib/jobs/job-registry";
import { sealStoredTotpSecret } from "./second-factor/seal-totp-secret-job";

/** A TOTP secret stored before secrets were sealed is sealed once (the migration that introduced sealing owes one each). */
export const STAFF_AUTH_JOBS: JobDeclaration[] = [{ kind: "totp-seal", run: sealStoredTotpSecret, maxBackoffMs: 10 * 60_000 }];
