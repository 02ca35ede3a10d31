import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/lib/demo/demo-users";
import { StaffInputError } from "@/lib/errors";
import { createUser, listUsers, setUserDisabled } from "@/lib/staff/users";
import { signInWithPassword } from "@/lib/staff-auth/sign-in";
import { endStaffSession, resolveStaffSession } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";

const LIMITS = { maxFailures: 3, maxFailuresPerAddress: 50, windowMs: 15 * 60_000 };
const SESSION = { maxAgeMs: 12 * 3600_000, idleMs: 30 * 60_000 };
const PASSWORD = "correct horse battery";
const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);

describe.each(DATABASE_KINDS)("staff users and sessions on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  it("creates, lists and refuses duplicate or invalid users", async () => {
    const { user, generated } = await createUser(t.db, { email: "Ana@Example.com", role: "reviewer", password: PASSWORD });
    expect(user.email).toBe("ana@example.com");
    expect(generated).toBe(false);
    await expect(createUser(t.db, { email: "ana@example.com", role: "admin" })).rejects.toThrow(StaffInputError);
    await expect(createUser(t.db, { email: "not-an-email", role: "admin" })).rejects.toThrow(/e-mail/);
    await expect(createUser(t.db, { email: "x@example.com", role: "root" as "admin" })).rejects.toThrow(/role/);
    const generatedUser = await createUser(t.db, { email: "gen@example.com", role: "auditor" });
    expect(generatedUser.generated).toBe(true);
    expect(generatedUser.password.length).toBeGreaterThanOrEqual(20);
    expect((await listUsers(t.db)).map((u) => u.email)).toEqual(["ana@example.com", "gen@example.com"]);
  });

  it("signs in with the right password only, the same way for unknown and disabled users", async () => {
    await createUser(t.db, { email: "sig@example.com", role: "reviewer", password: PASSWORD });
    expect(await signInWithPassword(t.db, { email: "sig@example.com", password: "wrong" }, LIMITS)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signInWithPassword(t.db, { email: "nobody@example.com", password: PASSWORD }, LIMITS)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const ok = await signInWithPassword(t.db, { email: " SIG@example.com ", password: PASSWORD }, LIMITS);
    expect(ok.ok).toBe(true);
    await setUserDisabled(t.db, "sig@example.com", true);
    expect(await signInWithPassword(t.db, { email: "sig@example.com", password: PASSWORD }, LIMITS)).toEqual({
      ok: false,
      reason: "invalid",
    });
    if (ok.ok) expect(await resolveStaffSession(t.db, ok.sessionId, SESSION)).toBeNull();
  });

  it("throttles an e-mail after repeated failures within the window, then lets it try again", async () => {
    await createUser(t.db, { email: "thr@example.com", role: "reviewer", password: PASSWORD });
    const start = new Date();
    for (let i = 0; i < LIMITS.maxFailures; i++)
      await signInWithPassword(t.db, { email: "thr@example.com", password: "bad" }, LIMITS, start);
    const during = await signInWithPassword(t.db, { email: "thr@example.com", password: PASSWORD }, LIMITS, minutes(start, 1));
    expect(during).toEqual({ ok: false, reason: "throttled" });
    const after = await signInWithPassword(t.db, { email: "thr@example.com", password: PASSWORD }, LIMITS, minutes(start, 16));
    expect(after.ok).toBe(true);
  });

  it("ends a session after 30 idle minutes, after 12 hours in all, and on sign-out", async () => {
    await createUser(t.db, { email: "ses@example.com", role: "auditor", password: PASSWORD });
    const start = new Date();
    const signIn = async () => {
      const result = await signInWithPassword(t.db, { email: "ses@example.com", password: PASSWORD }, LIMITS, start);
      if (!result.ok) throw new Error("sign-in failed");
      return result.sessionId;
    };
    const idle = await signIn();
    expect((await resolveStaffSession(t.db, idle, SESSION, minutes(start, 29)))?.role).toBe("auditor");
    expect(await resolveStaffSession(t.db, idle, SESSION, minutes(start, 29 + 31))).toBeNull();

    const busy = await signIn();
    let now = start;
    for (let i = 0; i < 24; i++) {
      now = minutes(now, 29);
      expect(await resolveStaffSession(t.db, busy, SESSION, now)).not.toBeNull();
    }
    expect(await resolveStaffSession(t.db, busy, SESSION, minutes(start, 12 * 60 + 5))).toBeNull();

    const ended = await signIn();
    await endStaffSession(t.db, ended);
    expect(await resolveStaffSession(t.db, ended, SESSION, start)).toBeNull();
  });

  it("seeds the demo users once, however often it runs", async () => {
    const first = await seedDemoUsers(t.db);
    const second = await seedDemoUsers(t.db);
    expect(first.every((u) => u.created)).toBe(true);
    expect(second.every((u) => !u.created)).toBe(true);
    expect(
      (await listUsers(t.db))
        .filter((u) => u.email.endsWith("@idv.local"))
        .map((u) => u.role)
        .sort(),
    ).toEqual(["admin", "auditor", "reviewer"]);
  });
});
