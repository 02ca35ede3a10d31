import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { can, type Role } from "@/lib/security/roles";

const ZInstallationSettings = z.strictObject({
  /** Reviewers may send an applicant's link to an address the applicant did not give, with a reason. */
  allowResendToOtherAddress: z.boolean(),
  /** Password users must enrol a second factor (TOTP or a passkey) before anything else; checked at each sign-in. */
  requireSecondFactor: z.boolean(),
});
export type TInstallationSettings = z.infer<typeof ZInstallationSettings>;
export const ZInstallationSettingsChange = ZInstallationSettings.partial();

const DEFAULTS: TInstallationSettings = { allowResendToOtherAddress: false, requireSecondFactor: false };

/** One row per setting; an absent row, or one an older version wrote differently, reads as the default. */
export async function readInstallationSettings(db: Db): Promise<TInstallationSettings> {
  const rows = await db.installationSetting.findMany({ where: { key: { in: Object.keys(DEFAULTS) } }, select: { key: true, value: true } });
  const settings = { ...DEFAULTS };
  for (const row of rows) {
    const parsed = ZInstallationSettingsChange.safeParse({ [row.key]: JSON.parse(row.value) });
    if (parsed.success) Object.assign(settings, parsed.data);
  }
  return settings;
}

/** Admins only; the caller records the change in the staff audit log (adminAction in lib/actions). */
export async function changeInstallationSettings(
  db: Db,
  staff: { role: Role; email: string },
  change: z.input<typeof ZInstallationSettingsChange>,
  now = new Date(),
): Promise<TInstallationSettings> {
  if (!can(staff.role, "admin:manage")) throw new Error("Only an admin can change installation settings.");
  const values = ZInstallationSettingsChange.parse(change);
  const writes = Object.entries(values).map(([key, value]) => {
    const data = { value: JSON.stringify(value), updatedAt: now, updatedByEmail: staff.email };
    return db.installationSetting.upsert({ where: { key }, create: { key, ...data }, update: data });
  });
  await db.$transaction(writes);
  return readInstallationSettings(db);
}
