import { createHash, randomBytes } from "node:crypto";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import { StaffInputError } from "@/lib/errors";
import { staffTextError } from "@/lib/i18n/error-texts";
import { deliverBySmtp } from "@/lib/service/messaging/email";
import { hashPassword } from "@/lib/staff-auth/password";
import { ZCreateUser } from "./users";

const LINK_TTL_MS = 60 * 60_000;
export const PASSWORD_RESET_PATH = "/sign-in/reset";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type PasswordResetSent = { userId: string; email: string; delivery: "sent" | "failed" | "outbox"; link: string; expiresAt: Date };

/**
 * An admin's reset: a one-time link (the token's SHA-256 stored, valid an hour, earlier unused links withdrawn) mailed
 * to the user through SMTP. Without an SMTP server ("outbox") the caller hands the link over itself, once.
 */
export async function sendPasswordResetLink(db: Db, email: string, appUrl: string, now = new Date()): Promise<PasswordResetSent> {
  const address = email.toLowerCase();
  const user = await db.user.findUnique({ where: { email: address }, select: { id: true, email: true, disabled: true } });
  if (!user) throw new StaffInputError(`no user with e-mail ${address}`);
  if (user.disabled) throw new StaffInputError(`${address} is disabled: enable the user first`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await db.$transaction([
    db.staffPasswordReset.deleteMany({ where: { userId: user.id, usedAt: null } }),
    db.staffPasswordReset.create({ data: { tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt } }),
  ]);
  const link = new URL(`${PASSWORD_RESET_PATH}?token=${token}`, appUrl).toString();
  const delivery = await deliverBySmtp({
    to: user.email,
    subject: "Set a new password for the IDV Back Office",
    text: `An administrator asked for your password to be reset. Open this link within an hour to choose a new one (it works once):\n\n${link}\n\nIf you did not expect this, tell your administrator.`,
  });
  return { userId: user.id, email: user.email, delivery, link, expiresAt };
}

/** Uses a reset link once: the new password is set and every open session of the user ends. */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const parsed = ZCreateUser.shape.password.safeParse(password);
  if (!parsed.success || !parsed.data) throw new StaffInputError(`password: ${parsed.error?.issues[0]?.message ?? "required"}`);
  const passwordHash = await hashPassword(parsed.data);
  return db.$transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const { count } = await tx.staffPasswordReset.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (!count) throw staffTextError("resetLinkInvalid");
    const { userId } = await tx.staffPasswordReset.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true, email: true } });
    await tx.staffSession.updateMany({ where: { userId, endedAt: null }, data: { endedAt: now } });
    return { userId: user.id, email: user.email };
  });
}

/** The reset page's submission, audited with the user it was for. */
export async function resetPasswordFromLink(
  db: Db,
  token: string,
  password: string,
  request: { ip: string | null; userAgent: string | null },
): Promise<void> {
  const user = await resetPasswordWithToken(db, token, password);
  await recordStaffAction(db, { actor: { id: user.userId, email: user.email }, action: "password-reset-used", request });
}
