import type { Db } from "@/lib/db/client";
import { readInstallationSettings } from "@/lib/settings/installation-settings";
import type { SessionStage } from "../staff-session";

export type SecondFactors = { totp: boolean; passkeys: number; recoveryCodesLeft: number };

/** Which second factors a staff member has enrolled. */
export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactors> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    db.staffTotp.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    db.staffPasskey.count({ where: { userId } }),
    db.staffRecoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { totp: Boolean(totp?.confirmedAt), passkeys, recoveryCodesLeft };
}

/** After a right password: the second factor if the user has one, enrolment if the installation requires one, else in. */
export async function stageAfterPassword(db: Db, userId: string): Promise<SessionStage> {
  const factors = await secondFactorsOf(db, userId);
  if (factors.totp || factors.passkeys > 0) return "second-factor";
  return (await readInstallationSettings(db)).requireSecondFactor ? "enrol" : "active";
}
