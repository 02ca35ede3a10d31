import { type RequestInfo, recordStaffAction } from "@/lib/audit/record-staff-action";
import { type Db, withExclusiveTransaction } from "@/lib/db/client";
import { staffTextError } from "@/lib/i18n/error-texts";
import { readInstallationSettings } from "@/lib/settings/installation-settings";

export type OwnFactor = { kind: "totp" } | { kind: "passkey"; id: string };
export type OwnPasskey = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** The caller's own passkeys, oldest first, to list with a "Remove" each. */
export async function listOwnPasskeys(db: Db, userId: string): Promise<OwnPasskey[]> {
  return db.staffPasskey.findMany({
    where: { userId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "asc" },
  });
}

/**
 * Removes one of the caller's own second factors (the authenticator app takes its recovery codes with it). Refused
 * when the installation requires a second factor and it is the caller's last one; audited as `second-factor-removed`.
 */
export async function removeOwnFactor(
  db: Db,
  staff: { id: string; email: string },
  factor: OwnFactor,
  request: RequestInfo,
  now = new Date(),
): Promise<void> {
  const { requireSecondFactor } = await readInstallationSettings(db);
  // One removal per person at a time: two parallel removals must not both see a second factor left and take both.
  const removed = await withExclusiveTransaction(db, `second-factors:${staff.id}`, async (tx) => {
    const [totp, passkeys] = await Promise.all([
      tx.staffTotp.findUnique({ where: { userId: staff.id }, select: { confirmedAt: true } }),
      tx.staffPasskey.findMany({ where: { userId: staff.id }, select: { id: true, name: true } }),
    ]);
    const passkey = factor.kind === "passkey" ? passkeys.find((p) => p.id === factor.id) : undefined;
    if (factor.kind === "totp" ? !totp?.confirmedAt : !passkey) throw staffTextError("factorNotYours");
    if (requireSecondFactor && Number(Boolean(totp?.confirmedAt)) + passkeys.length <= 1) throw staffTextError("lastFactor");
    if (passkey) {
      await tx.staffPasskey.delete({ where: { id: passkey.id } });
      return { factor: "passkey", name: passkey.name };
    }
    await tx.staffTotp.delete({ where: { userId: staff.id } });
    await tx.staffRecoveryCode.deleteMany({ where: { userId: staff.id } });
    return { factor: "totp" };
  });
  await recordStaffAction(db, { actor: staff, action: "second-factor-removed", details: removed, request }, now);
}
