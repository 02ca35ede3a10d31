import { Secret, TOTP } from "otpauth";
import type { Db } from "@/lib/db/client";
import { staffTextError } from "@/lib/i18n/error-texts";
import { createRecoveryCodes } from "./recovery-codes";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box";

const PERIOD_SECONDS = 30;
const ISSUER = "IDV Back Office";

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new, unconfirmed TOTP secret for the user (replacing an unconfirmed one), as base32 and as an otpauth:// URI for the QR code. */
export async function startTotpEnrolment(
  db: Db,
  user: { id: string; email: string },
  now = new Date(),
): Promise<{ secret: string; uri: string }> {
  const existing = await db.staffTotp.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) throw staffTextError("totpAlreadySetUp");
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealTotpSecret(secret, user.id);
  await db.staffTotp.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secret: sealed, createdAt: now },
    update: { secret: sealed, createdAt: now, lastUsedStep: 0 },
  });
  return { secret, uri: totpOf(secret, user.email).toString() };
}

/**
 * Accepts a code once: it must match a step within one period of now and be later than the last step accepted, and
 * the step is recorded in the same conditional update, so a replayed (or older) code is refused even in a race.
 */
export async function acceptTotpCode(db: Db, userId: string, code: string, { confirmed = true } = {}, now = new Date()): Promise<boolean> {
  const row = await db.staffTotp.findUnique({ where: { userId }, select: { secret: true, confirmedAt: true } });
  if (!row || Boolean(row.confirmedAt) !== confirmed || !/^\d{6}$/.test(code)) return false;
  const delta = totpOf(openTotpSecret(row.secret, userId), "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  const { count } = await db.staffTotp.updateMany({ where: { userId, lastUsedStep: { lt: step } }, data: { lastUsedStep: step } });
  return count > 0;
}

/** The first right code confirms the enrolment; the recovery codes are returned once, to be shown once. */
export async function confirmTotpEnrolment(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] } | null> {
  if (!(await acceptTotpCode(db, userId, code, { confirmed: false }, now))) return null;
  return db.$transaction(async (tx) => {
    await tx.staffTotp.update({ where: { userId }, data: { confirmedAt: now } });
    return { recoveryCodes: await createRecoveryCodes(tx, userId, now) };
  });
}
