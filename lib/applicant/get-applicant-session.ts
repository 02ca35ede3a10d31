import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { type LinkClaims, readLinkToken } from "./link-token";

export type ApplicantSession = LinkClaims & { caller: Caller; lang: string };

/**
 * The applicant acts as the process's own application: the caller is read from the process row once the
 * token is verified. Null for a bad token, a process of another account, or an inactive account.
 */
export async function getApplicantSession(
  db: Db,
  processId: string,
  token: string | undefined,
  now = new Date(),
): Promise<ApplicantSession | null> {
  const claims = readLinkToken(processId, token, now);
  if (!claims) return null;
  const process = await db.process.findFirst({
    where: { id: processId, accountId: claims.accountId },
    select: { appId: true, credentialId: true, lang: true, account: { select: { active: true } } },
  });
  if (!process?.account.active) return null;
  return {
    ...claims,
    lang: process.lang,
    caller: { accountId: claims.accountId, appId: process.appId, credentialId: process.credentialId },
  };
}
