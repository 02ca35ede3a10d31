import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/staff/users";
import { signInWithPassword } from "@/lib/staff-auth/sign-in";
import { type AppServer, startAppServer } from "../support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { csrfPair, postCredentials } from "../support/staff-http";

// Defect 1 of issue 12: the throttle counted failures, then checked the password, then wrote the failure,
// so parallel guesses all saw zero failures and were all checked.

const PASSWORD = "correct horse battery staple";
const LIMITS = { maxFailures: 5, maxFailuresPerAddress: 8, windowMs: 15 * 60_000 };
const address = (i: number) => `198.51.100.${i}`;
const count = (results: { ok: boolean; reason?: string }[], reason: string) => results.filter((r) => !r.ok && r.reason === reason).length;

describe.each(DATABASE_KINDS)("sign-in throttle under concurrency on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  const attempt = (email: string, password: string, clientAddress: string) =>
    signInWithPassword(t.db, { email, password, clientAddress }, LIMITS);

  it("checks at most the configured number of 50 parallel guesses for one e-mail; the rest are throttled", async () => {
    await createUser(t.db, { email: "burst@example.com", role: "reviewer", password: PASSWORD });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt("burst@example.com", `wrong-${i}`, address(i))));
    expect(count(results, "invalid")).toBe(LIMITS.maxFailures);
    expect(count(results, "throttled")).toBe(50 - LIMITS.maxFailures);
  });

  it("does not let the right password through at the end of a burst of 49 wrong ones", async () => {
    const { user } = await createUser(t.db, { email: "last@example.com", role: "reviewer", password: PASSWORD });
    const guesses = [...Array.from({ length: 49 }, (_, i) => `wrong-${i}`), PASSWORD];
    const results = await Promise.all(guesses.map((password, i) => attempt("last@example.com", password, address(100 + i))));
    expect(results.at(-1)).toEqual({ ok: false, reason: "throttled" });
    expect(results.filter((r) => r.ok)).toEqual([]);
    expect(await t.db.staffSession.count({ where: { userId: user.id } })).toBe(0);
  });

  it("limits one client address across different e-mails, without holding back other addresses", async () => {
    await createUser(t.db, { email: "spray@example.com", role: "reviewer", password: PASSWORD });
    const emails = Array.from({ length: 20 }, (_, i) => `victim-${i}@example.com`);
    const results = await Promise.all(emails.map((email) => attempt(email, "wrong", "203.0.113.9")));
    expect(count(results, "invalid")).toBe(LIMITS.maxFailuresPerAddress);
    expect(count(results, "throttled")).toBe(20 - LIMITS.maxFailuresPerAddress);
    expect(await attempt("spray@example.com", PASSWORD, "203.0.113.9")).toEqual({ ok: false, reason: "throttled" });
    expect((await attempt("spray@example.com", PASSWORD, "203.0.113.10")).ok).toBe(true);
  });
});

describe.each(DATABASE_KINDS)("sign-in throttle over HTTP, production server on %s", (kind) => {
  let t: TestDatabase;
  let server: AppServer;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    await createUser(t.db, { email: "http-burst@example.com", role: "reviewer", password: PASSWORD });
    server = await startAppServer({
      databaseUrl: t.url,
      env: {
        SIGNIN_MAX_FAILURES: String(LIMITS.maxFailures),
        SIGNIN_MAX_FAILURES_PER_ADDRESS: String(LIMITS.maxFailuresPerAddress),
        // Each simulated client comes through the proxy with its own address.
        TRUST_PROXY: "1",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await t.drop();
  });

  it("checks at most the configured number of a burst of 49 wrong passwords and the right one last; nobody signs in", async () => {
    const csrf = await csrfPair(server.url);
    const guesses = [...Array.from({ length: 49 }, (_, i) => `wrong-${i}`), PASSWORD];
    const answers = await Promise.all(
      guesses.map((password, i) =>
        postCredentials(server.url, csrf, { email: "http-burst@example.com", password }, { "x-forwarded-for": address(i) }),
      ),
    );
    expect(answers.filter((a) => a.sessionCookie)).toEqual([]);
    expect(answers.filter((a) => a.error === "invalid").length).toBeLessThanOrEqual(LIMITS.maxFailures);
    expect(answers.filter((a) => a.error === "throttled").length).toBeGreaterThanOrEqual(50 - LIMITS.maxFailures);
    expect(answers.at(-1)?.error).toBe("throttled");
  });

  it("throttles one client address guessing across many e-mails", async () => {
    const csrf = await csrfPair(server.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postCredentials(
          server.url,
          csrf,
          { email: `http-victim-${i}@example.com`, password: "wrong" },
          { "x-forwarded-for": "203.0.113.77" },
        ),
      ),
    );
    expect(answers.filter((a) => a.error === "invalid").length).toBe(LIMITS.maxFailuresPerAddress);
    expect(answers.filter((a) => a.error === "throttled").length).toBe(20 - LIMITS.maxFailuresPerAddress);
  });
});
