import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetPasswordWithToken, sendPasswordResetLink } from "@/lib/staff/password-reset";
import { createUser } from "@/lib/staff/users";
import { signInWithSso } from "@/lib/staff-auth/oidc/sign-in-with-sso";
import { signInWithPassword } from "@/lib/staff-auth/sign-in";
import { resolveStaffSession } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";

const SSO = { roleClaim: "groups", roleMap: { "idv-admins": "admin", "idv-reviewers": "reviewer" } as const };
const REQUEST = { ip: "192.0.2.9", userAgent: "vitest" };
const SESSION = { maxAgeMs: 12 * 3600_000, idleMs: 30 * 60_000 };
const LIMITS = { maxFailures: 10, maxFailuresPerAddress: 50, windowMs: 15 * 60_000 };

describe.each(DATABASE_KINDS)("single sign-on and reset links on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  it("creates the user just in time with the mapped role, updates it at the next sign-in, refuses an unmapped one", async () => {
    const profile = (groups: string[]) => ({ sub: "idp-42", email: "Sam@Example.com", name: "Sam", claims: { groups } });
    const first = await signInWithSso(t.db, profile(["idv-reviewers"]), SSO, REQUEST);
    expect(first).toMatchObject({ ok: true, role: "reviewer" });
    const again = await signInWithSso(t.db, profile(["idv-admins"]), SSO, REQUEST);
    expect(again).toMatchObject({ ok: true, role: "admin" });
    if (!again.ok) throw new Error("refused");
    expect((await resolveStaffSession(t.db, again.sessionId, SESSION))?.role).toBe("admin");
    expect(await t.db.user.count({ where: { email: "sam@example.com" } })).toBe(1);
    // An SSO user has no password that could ever match.
    expect(await signInWithPassword(t.db, { email: "sam@example.com", password: "sso-only" }, LIMITS)).toMatchObject({ ok: false });

    expect(await signInWithSso(t.db, { ...profile(["staff"]), sub: "idp-43", email: "nog@example.com" }, SSO, REQUEST)).toEqual({
      ok: false,
      reason: "no-mapped-group",
    });
    expect(await t.db.user.count({ where: { email: "nog@example.com" } })).toBe(0);
    const refusal = await t.db.staffAuditEntry.findFirst({
      where: { actorEmail: "nog@example.com" },
      select: { action: true, details: true },
    });
    expect(refusal?.action).toBe("sign-in-failed");
    expect(JSON.parse(refusal?.details ?? "{}")).toMatchObject({ method: "sso", reason: "no-mapped-group" });
  });

  it("a reset link sets a new password once, ends the user's sessions, and expires", async () => {
    await createUser(t.db, { email: "reset@example.com", role: "auditor", password: "the old password" });
    const before = await signInWithPassword(t.db, { email: "reset@example.com", password: "the old password" }, LIMITS);
    if (!before.ok) throw new Error("sign-in failed");
    const sent = await sendPasswordResetLink(t.db, "reset@example.com", "http://127.0.0.1:3000");
    expect(sent.delivery).toBe("outbox");
    const token = new URL(sent.link).searchParams.get("token") ?? "";
    expect(await t.db.staffPasswordReset.count({ where: { tokenHash: token } })).toBe(0);

    await expect(resetPasswordWithToken(t.db, token, "short")).rejects.toThrow(/12 characters/);
    await resetPasswordWithToken(t.db, token, "a brand new password");
    await expect(resetPasswordWithToken(t.db, token, "another new password")).rejects.toThrow(/not valid any more/);
    expect(await resolveStaffSession(t.db, before.sessionId, SESSION)).toBeNull();
    expect(await signInWithPassword(t.db, { email: "reset@example.com", password: "a brand new password" }, LIMITS)).toMatchObject({
      ok: true,
    });

    const stale = await sendPasswordResetLink(t.db, "reset@example.com", "http://127.0.0.1:3000", new Date(Date.now() - 2 * 3600_000));
    await expect(resetPasswordWithToken(t.db, new URL(stale.link).searchParams.get("token") ?? "", "yet another password")).rejects.toThrow(
      /not valid any more/,
    );
  });
});
