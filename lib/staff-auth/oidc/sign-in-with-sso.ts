import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import type { Role } from "../../security/roles";
import { startStaffSession } from "../staff-session";
import { roleFromClaim } from "./role-from-claim";

export type SsoProfile = { sub: string; email?: unknown; name?: unknown; claims: Record<string, unknown> };
export type SsoConfig = { roleClaim: string; roleMap: Record<string, Role> };
export type SsoRefusal = "no-mapped-group" | "no-email" | "disabled";
export type SsoSignInResult = { ok: true; userId: string; sessionId: string; role: Role } | { ok: false; reason: SsoRefusal };

// SSO users have no password: this is no scrypt hash, so no password ever matches it.
const NO_PASSWORD = "sso-only";

/** Finds the user by the provider's subject, else by e-mail (an existing password user is linked), else creates one. */
async function upsertSsoUser(db: Db, { sub, email, name, role }: { sub: string; email: string; name: string; role: Role }) {
  const existing =
    (await db.user.findUnique({ where: { ssoSubject: sub }, select: { id: true, disabled: true } })) ??
    (await db.user.findUnique({ where: { email }, select: { id: true, disabled: true } }));
  if (existing?.disabled) return null;
  const data = { email, name, role, ssoSubject: sub };
  if (existing) return db.user.update({ where: { id: existing.id }, data, select: { id: true } });
  return db.user.create({ data: { id: crypto.randomUUID(), ...data, passwordHash: NO_PASSWORD }, select: { id: true } });
}

/**
 * A sign-in through the OpenID provider (its ID token already verified by next-auth: state, PKCE, nonce, signature):
 * the role from the configured claim, the user created or updated with it (just in time), a session opened. A user
 * in no mapped group, without an e-mail or disabled here is refused. Audited either way with the method `sso`.
 */
export async function signInWithSso(
  db: Db,
  profile: SsoProfile,
  config: SsoConfig,
  request: { ip: string | null; userAgent: string | null },
): Promise<SsoSignInResult> {
  const email = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : "";
  const role = roleFromClaim(profile.claims[config.roleClaim], config.roleMap);
  const name = typeof profile.name === "string" && profile.name.trim() ? profile.name.trim().slice(0, 120) : email.split("@")[0] || email;
  const user = email && role ? await upsertSsoUser(db, { sub: profile.sub, email, name, role }) : null;
  const reason: SsoRefusal | null = !email ? "no-email" : !role ? "no-mapped-group" : !user ? "disabled" : null;
  await recordStaffAction(db, {
    actor: { id: user?.id ?? null, email: email || `sso:${profile.sub}` },
    action: reason ? "sign-in-failed" : "sign-in",
    details: reason ? { method: "sso", reason, subject: profile.sub } : { method: "sso", role },
    request,
  });
  if (reason || !user || !role) return { ok: false, reason: reason ?? "no-mapped-group" };
  const sessionId = await startStaffSession(db, user.id, { method: "sso", ip: request.ip, userAgent: request.userAgent });
  return { ok: true, userId: user.id, sessionId, role };
}
