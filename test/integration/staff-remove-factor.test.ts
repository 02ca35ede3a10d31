import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffInputError } from "@/lib/errors";
import { changeInstallationSettings } from "@/lib/settings/installation-settings";
import { createUser } from "@/lib/staff/users";
import { removeOwnFactor } from "@/lib/staff-auth/second-factor/remove-factor";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/staff-auth/second-factor/totp";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import "../support/service";

const PASSWORD = "correct horse battery";
const REQUEST = { ip: "192.0.2.9", userAgent: "vitest remove-factor" };
const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe.each(DATABASE_KINDS)("removing one's own second factor on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  /** A user with an authenticator app (and its recovery codes) and one passkey row. */
  async function userWithTwoFactors(email: string) {
    const now = new Date();
    const { user } = await createUser(t.db, { email, role: "reviewer", password: PASSWORD });
    const { secret } = await startTotpEnrolment(t.db, user, now);
    if (!(await confirmTotpEnrolment(t.db, user.id, codeAt(secret, now), now))) throw new Error("enrolment refused");
    const passkeyId = `credential-${email}`;
    await t.db.staffPasskey.create({
      data: {
        id: passkeyId,
        userId: user.id,
        publicKey: Buffer.from([1, 2, 3]),
        counter: 0,
        transports: "[]",
        name: "Laptop",
        createdAt: now,
      },
    });
    return { user, passkeyId };
  }

  const setRequired = async (requireSecondFactor: boolean) => {
    const { user: admin } = await createUser(t.db, {
      email: `admin-${requireSecondFactor}-${Date.now()}@example.com`,
      role: "admin",
      password: PASSWORD,
    });
    await changeInstallationSettings(t.db, admin, { requireSecondFactor });
  };

  it("with a second factor required: the app goes (with its recovery codes), the last passkey is refused; each removal is audited", async () => {
    const { user, passkeyId } = await userWithTwoFactors(`two-${kind}@example.com`);
    await setRequired(true);
    await removeOwnFactor(t.db, user, { kind: "totp" }, REQUEST);
    expect(await t.db.staffTotp.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.staffRecoveryCode.count({ where: { userId: user.id } })).toBe(0);

    await expect(removeOwnFactor(t.db, user, { kind: "passkey", id: passkeyId }, REQUEST)).rejects.toThrow(StaffInputError);
    expect(await t.db.staffPasskey.count({ where: { userId: user.id } })).toBe(1);

    await setRequired(false);
    await removeOwnFactor(t.db, user, { kind: "passkey", id: passkeyId }, REQUEST);
    expect(await t.db.staffPasskey.count({ where: { userId: user.id } })).toBe(0);

    const entries = await t.db.staffAuditEntry.findMany({
      where: { actorId: user.id, action: "second-factor-removed" },
      orderBy: { seq: "asc" },
    });
    expect(entries.map((e) => JSON.parse(e.details))).toEqual([{ factor: "totp" }, { factor: "passkey", name: "Laptop" }]);
    expect(entries.every((e) => e.ip === REQUEST.ip && e.userAgent === REQUEST.userAgent)).toBe(true);
  });

  it("another person's passkey, or an app one does not have, is refused and nothing is removed", async () => {
    const owner = await userWithTwoFactors(`owner-${kind}@example.com`);
    const { user: other } = await createUser(t.db, { email: `other-${kind}@example.com`, role: "reviewer", password: PASSWORD });
    await expect(removeOwnFactor(t.db, other, { kind: "passkey", id: owner.passkeyId }, REQUEST)).rejects.toThrow("not one of yours");
    await expect(removeOwnFactor(t.db, other, { kind: "totp" }, REQUEST)).rejects.toThrow("not one of yours");
    expect(await t.db.staffPasskey.count({ where: { userId: owner.user.id } })).toBe(1);
    expect(await t.db.staffAuditEntry.count({ where: { actorId: other.id, action: "second-factor-removed" } })).toBe(0);
  });
});
