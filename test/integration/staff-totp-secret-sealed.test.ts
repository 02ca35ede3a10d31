import fs from "node:fs";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createUser } from "@/lib/staff/users";
import { acceptTotpCode, confirmTotpEnrolment, startTotpEnrolment } from "@/lib/staff-auth/second-factor/totp";
import "../support/service";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";

const PASSWORD = "correct horse battery";
const MIGRATION = "20261123150000_totp_secret_sealed/migration.sql";
const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const seconds = (base: Date, n: number) => new Date(base.getTime() + n * 1000);

describe.each(DATABASE_KINDS)("TOTP secrets at rest on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  const storedSecret = async (userId: string) => (await t.db.staffTotp.findUniqueOrThrow({ where: { userId } })).secret;

  it("an enrolled secret is stored sealed: the row holds neither the base32 secret nor its bytes, and codes still work", async () => {
    const now = new Date();
    const { user } = await createUser(t.db, { email: `sealed-${kind}@example.com`, role: "reviewer", password: PASSWORD });
    const { secret } = await startTotpEnrolment(t.db, user, now);
    const stored = await storedSecret(user.id);
    expect(stored).not.toContain(secret);
    const bytes = Secret.fromBase32(secret).bytes;
    for (const encoding of ["hex", "base64", "base64url"] as const) expect(stored).not.toContain(Buffer.from(bytes).toString(encoding));
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await confirmTotpEnrolment(t.db, user.id, codeAt(secret, now), now)).not.toBeNull();
    expect(await acceptTotpCode(t.db, user.id, codeAt(secret, seconds(now, 60)), {}, seconds(now, 60))).toBe(true);
  });

  it("a sealed secret moved to another user's row does not open", async () => {
    const now = new Date();
    const { user: owner } = await createUser(t.db, { email: `owner-${kind}@example.com`, role: "reviewer", password: PASSWORD });
    const { user: thief } = await createUser(t.db, { email: `thief-${kind}@example.com`, role: "reviewer", password: PASSWORD });
    const { secret } = await startTotpEnrolment(t.db, owner, now);
    await startTotpEnrolment(t.db, thief, now);
    await t.db.staffTotp.update({ where: { userId: thief.id }, data: { secret: await storedSecret(owner.id) } });
    await expect(confirmTotpEnrolment(t.db, thief.id, codeAt(secret, now), now)).rejects.toThrow();
  });

  it("the migration owes a job per secret stored in clear; the job seals it and the user's codes keep working", async () => {
    const now = new Date();
    const { user } = await createUser(t.db, { email: `legacy-${kind}@example.com`, role: "reviewer", password: PASSWORD });
    const secret = new Secret({ size: 20 }).base32;
    // A row as the previous release wrote it: the secret in clear, confirmed.
    await t.db.staffTotp.create({ data: { userId: user.id, secret, confirmedAt: now, createdAt: now } });
    const sql = fs.readFileSync(`prisma/${kind === "postgres" ? "pg/" : ""}migrations/${MIGRATION}`, "utf8");
    await t.db.$executeRawUnsafe(
      sql
        .replace(/^--.*$/gm, "")
        .trim()
        .replace(/;$/, ""),
    );
    // Readable in clear until its job runs.
    expect(await acceptTotpCode(t.db, user.id, codeAt(secret, now), {}, now)).toBe(true);

    const lease = await claimJob(t.db, jobId("totp-seal", user.id), { now: seconds(new Date(), 1) });
    expect(lease).not.toBeNull();
    expect(await runClaimedJob(t.db, lease as NonNullable<typeof lease>)).toBe(true);
    const stored = await storedSecret(user.id);
    expect(stored).not.toContain(secret);
    expect(stored.startsWith("v1.")).toBe(true);
    expect(await t.db.job.count({ where: { kind: "totp-seal" } })).toBe(0);
    expect(await acceptTotpCode(t.db, user.id, codeAt(secret, seconds(now, 60)), {}, seconds(now, 60))).toBe(true);
  });
});
