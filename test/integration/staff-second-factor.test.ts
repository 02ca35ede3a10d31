import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeInstallationSettings } from "@/lib/settings/installation-settings";
import { createUser } from "@/lib/staff/users";
import { completeSecondFactor } from "@/lib/staff-auth/second-factor/complete-second-factor";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/staff-auth/second-factor/totp";
import { signInWithPassword } from "@/lib/staff-auth/sign-in";
import { resolveStaffSession } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import "../support/service";

const LIMITS = { maxFailures: 3, maxFailuresPerAddress: 50, windowMs: 15 * 60_000 };
const SESSION = { maxAgeMs: 12 * 3600_000, idleMs: 30 * 60_000 };
const PASSWORD = "correct horse battery";
const REQUEST = { ip: "192.0.2.7", userAgent: "vitest" };

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const seconds = (base: Date, n: number) => new Date(base.getTime() + n * 1000);

describe.each(DATABASE_KINDS)("second factor on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  async function passwordSession(email: string, now: Date) {
    const result = await signInWithPassword(t.db, { email, password: PASSWORD, clientAddress: REQUEST.ip }, LIMITS, now);
    if (!result.ok) throw new Error("password refused");
    const session = await resolveStaffSession(t.db, result.sessionId, SESSION, now);
    if (!session) throw new Error("no session");
    return session;
  }

  async function enrolledUser(email: string, now: Date) {
    const { user } = await createUser(t.db, { email, role: "reviewer", password: PASSWORD });
    const { secret } = await startTotpEnrolment(t.db, user, now);
    const confirmed = await confirmTotpEnrolment(t.db, user.id, codeAt(secret, now), now);
    if (!confirmed) throw new Error("enrolment refused");
    return { user, secret, recoveryCodes: confirmed.recoveryCodes };
  }

  it("a password alone leaves an enrolled user's session awaiting the code; the right code opens it, a reused one is refused", async () => {
    const start = new Date();
    const { secret, user } = await enrolledUser("totp@example.com", start);
    const later = seconds(start, 90);
    const session = await passwordSession("totp@example.com", later);
    expect(session.stage).toBe("second-factor");

    // The enrolment's own code is already spent: it is refused like any reused one.
    expect(await completeSecondFactor(t.db, session, { kind: "totp", code: codeAt(secret, start) }, REQUEST, LIMITS, later)).toBe(
      "refused",
    );
    const code = codeAt(secret, later);
    expect(await completeSecondFactor(t.db, session, { kind: "totp", code }, REQUEST, LIMITS, later)).toBe("accepted");
    expect((await resolveStaffSession(t.db, session.sessionId, SESSION, later))?.stage).toBe("active");

    const second = await passwordSession("totp@example.com", seconds(later, 5));
    expect(await completeSecondFactor(t.db, second, { kind: "totp", code }, REQUEST, LIMITS, seconds(later, 5))).toBe("refused");
    expect((await resolveStaffSession(t.db, second.sessionId, SESSION, seconds(later, 5)))?.stage).toBe("second-factor");

    const audit = await t.db.staffAuditEntry.findMany({
      where: { actorId: user.id },
      orderBy: { seq: "asc" },
      select: { action: true, details: true },
    });
    expect(audit.map((a) => [a.action, JSON.parse(a.details).method])).toEqual([
      ["sign-in-failed", "password+totp"],
      ["sign-in", "password+totp"],
      ["sign-in-failed", "password+totp"],
    ]);
  });

  it("a recovery code works once; wrong codes are throttled like sign-in", async () => {
    const start = new Date();
    const { recoveryCodes } = await enrolledUser("recovery@example.com", start);
    expect(recoveryCodes).toHaveLength(10);
    expect(await t.db.staffRecoveryCode.count({ where: { codeHash: { in: recoveryCodes } } })).toBe(0);
    const [first] = recoveryCodes as [string];
    const session = await passwordSession("recovery@example.com", start);
    expect(await completeSecondFactor(t.db, session, { kind: "recovery-code", code: first.toUpperCase() }, REQUEST, LIMITS, start)).toBe(
      "accepted",
    );
    const again = await passwordSession("recovery@example.com", start);
    expect(await completeSecondFactor(t.db, again, { kind: "recovery-code", code: first }, REQUEST, LIMITS, start)).toBe("refused");
    for (let i = 0; i < LIMITS.maxFailures - 1; i++)
      await completeSecondFactor(t.db, again, { kind: "totp", code: "000000" }, REQUEST, LIMITS, start);
    const throttled = await completeSecondFactor(
      t.db,
      again,
      { kind: "recovery-code", code: recoveryCodes[1] ?? "" },
      REQUEST,
      LIMITS,
      start,
    );
    expect(throttled).toBe("throttled");
    expect((await resolveStaffSession(t.db, again.sessionId, SESSION, start))?.stage).toBe("second-factor");
  });

  it("with a second factor required, a password user without one gets a session that must enrol first", async () => {
    const { user: admin } = await createUser(t.db, { email: "settings-admin@example.com", role: "admin", password: PASSWORD });
    await createUser(t.db, { email: "plain@example.com", role: "reviewer", password: PASSWORD });
    expect((await passwordSession("plain@example.com", new Date())).stage).toBe("active");
    await changeInstallationSettings(t.db, admin, { requireSecondFactor: true });
    expect((await passwordSession("plain@example.com", new Date())).stage).toBe("enrol");
    await changeInstallationSettings(t.db, admin, { requireSecondFactor: false });
  });
});
