import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { createUser } from "@/lib/staff/users";
import { completeSecondFactor, type SecondFactorProof } from "@/lib/staff-auth/second-factor/complete-second-factor";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/staff-auth/second-factor/totp";
import { signInWithPassword } from "@/lib/staff-auth/sign-in";
import { resolveStaffSession, type StaffSessionState } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import "../support/service";

// One code sent ATTEMPTS times at once from as many sessions: exactly one attempt may be accepted. On SQLite they share
// the one server's connection, as its concurrent requests do; on PostgreSQL they are spread over several clients, as
// several app servers would send them. (Several SQLite connections in one process would block its one thread: the
// driver is synchronous and waits out the busy timeout while the lock's holder cannot run.)
const ATTEMPTS = 12;
const SERVERS = { sqlite: 1, postgres: 4 } as const;
// Roomy enough that the sign-in throttle never answers: what is checked here is the code's single use.
const LIMITS = { maxFailures: 100, maxFailuresPerAddress: 100, windowMs: 15 * 60_000 };
const SESSION = { maxAgeMs: 12 * 3600_000, idleMs: 30 * 60_000 };
const PASSWORD = "correct horse battery";
const REQUEST = { ip: "192.0.2.9", userAgent: "vitest" };

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe.each(DATABASE_KINDS)("a second factor replayed in parallel on %s", (kind) => {
  let t: TestDatabase;
  let servers: Db[];
  beforeAll(async () => {
    t = await freshDatabase(kind);
    servers = [t.db, ...Array.from({ length: SERVERS[kind] - 1 }, () => createDb(t.url))];
  });
  afterAll(async () => {
    for (const server of servers.slice(1)) await server.$disconnect();
    await t.drop();
  });

  /** A user with a confirmed TOTP, and ATTEMPTS sessions of theirs that passed the password and await the code. */
  async function userAwaitingCodes(email: string, enrolledAt: Date, signInAt: Date) {
    const { user } = await createUser(t.db, { email, role: "reviewer", password: PASSWORD });
    const { secret } = await startTotpEnrolment(t.db, user, enrolledAt);
    const confirmed = await confirmTotpEnrolment(t.db, user.id, codeAt(secret, enrolledAt), enrolledAt);
    if (!confirmed) throw new Error("enrolment refused");
    const sessions: StaffSessionState[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const result = await signInWithPassword(t.db, { email, password: PASSWORD, clientAddress: REQUEST.ip }, LIMITS, signInAt);
      const session = result.ok ? await resolveStaffSession(t.db, result.sessionId, SESSION, signInAt) : null;
      if (session?.stage !== "second-factor") throw new Error("the password should leave the session awaiting its code");
      sessions.push(session);
    }
    return { user, secret, sessions, recoveryCodes: confirmed.recoveryCodes };
  }

  /** The same proof for every session at once, spread over the servers; the outcomes and the sessions' stages after. */
  async function allAtOnce(sessions: StaffSessionState[], proof: SecondFactorProof, now: Date) {
    const outcomes = await Promise.all(
      sessions.map((session, i) => completeSecondFactor(servers[i % servers.length] as Db, session, proof, REQUEST, LIMITS, now)),
    );
    const stages = await Promise.all(sessions.map(async (s) => (await resolveStaffSession(t.db, s.sessionId, SESSION, now))?.stage));
    return { outcomes, stages };
  }

  const oneAccepted = [...Array(ATTEMPTS - 1).fill("refused"), "accepted"].sort();

  it(`accepts one TOTP code sent ${ATTEMPTS} times at once exactly once`, async () => {
    const enrolledAt = new Date();
    const later = new Date(enrolledAt.getTime() + 90_000);
    const { user, secret, sessions } = await userAwaitingCodes("parallel-totp@example.com", enrolledAt, later);
    const { outcomes, stages } = await allAtOnce(sessions, { kind: "totp", code: codeAt(secret, later) }, later);
    expect(outcomes.sort()).toEqual(oneAccepted);
    expect(stages.filter((stage) => stage === "active")).toHaveLength(1);
    expect(stages.filter((stage) => stage === "second-factor")).toHaveLength(ATTEMPTS - 1);
    const audit = await t.db.staffAuditEntry.findMany({ where: { actorId: user.id }, select: { action: true } });
    expect(audit.filter((entry) => entry.action === "sign-in")).toHaveLength(1);
    expect(audit.filter((entry) => entry.action === "sign-in-failed")).toHaveLength(ATTEMPTS - 1);
  });

  it(`accepts one recovery code sent ${ATTEMPTS} times at once exactly once, and leaves the others unused`, async () => {
    const now = new Date();
    const { user, sessions, recoveryCodes } = await userAwaitingCodes("parallel-recovery@example.com", now, now);
    const [code] = recoveryCodes as [string];
    const { outcomes, stages } = await allAtOnce(sessions, { kind: "recovery-code", code }, now);
    expect(outcomes.sort()).toEqual(oneAccepted);
    expect(stages.filter((stage) => stage === "active")).toHaveLength(1);
    expect(await t.db.staffRecoveryCode.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(1);
    expect(await t.db.staffRecoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(recoveryCodes.length - 1);
  });
});
