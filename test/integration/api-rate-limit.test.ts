import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAccountActive } from "@/lib/provisioning/accounts";
import { revokeCredential } from "@/lib/provisioning/credentials";
import { admissibleCredential } from "@/lib/service/credentials/authenticate-credential";
import { createRateLimiter } from "@/lib/service/http/rate-limit";
import { createProcess } from "@/lib/service/processes/create-process";
import { processRead } from "@/lib/service/processes/load-process";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";

describe.each(DATABASE_KINDS)("the API rate limit in the database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lets exactly the limit through when two servers' limiters are hit in parallel, then says how long to wait", async () => {
    const windowMs = 60_000;
    const servers = [0, 1].map(() => createRateLimiter({ db: () => database.db, limit: 25, windowMs }));
    const now = Math.floor(Date.now() / windowMs) * windowMs + 15_000;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => servers[i % 2]?.hit("credential-a", now)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(25);
    expect(new Set(answers.filter((answer) => answer !== null))).toEqual(new Set([45]));
    // Another credential has its own window; the next window starts from zero.
    expect(await servers[0]?.hit("credential-b", now)).toBeNull();
    expect(await servers[1]?.hit("credential-a", now + windowMs)).toBeNull();
  });

  it("counts nothing when the limit is 0 (turned off)", async () => {
    const off = createRateLimiter({ db: () => database.db, limit: 0, windowMs: 1000 });
    expect(await Promise.all([off.hit("c"), off.hit("c")])).toEqual([null, null]);
    expect(await database.db.apiRateWindow.count({ where: { credentialId: "c" } })).toBe(0);
  });

  it("counts a request against the credential it admits in the same statement, and nothing for one it refuses", async () => {
    const { db } = database;
    const [own, other] = [await accountWithFlow(db, [FORM_STEP]), await accountWithFlow(db, [FORM_STEP], "Other account")];
    const windowMs = 60_000;
    const now = Math.floor(Date.now() / windowMs) * windowMs + 15_000;
    const limiter = createRateLimiter({ db: () => db, limit: 2, windowMs });
    const hit = (secret: string, appId?: string) => limiter.hitSelected(admissibleCredential({ secret, appId }), { now });
    const countOf = async (credentialId: string) => (await db.apiRateWindow.findUnique({ where: { credentialId } }))?.count ?? 0;

    const admitted = { credentialId: own.credentialId, accountId: own.accountId, retryAfter: null };
    expect(await hit(own.credential, own.appId)).toEqual(admitted);
    expect(await hit(own.credential)).toEqual(admitted);
    expect(await hit(own.credential, own.appId)).toEqual({ ...admitted, retryAfter: 45 });
    // Another account's app, an unknown secret: not admitted, not counted.
    expect(await hit(own.credential, other.appId)).toBeUndefined();
    expect(await hit("not-a-credential")).toBeUndefined();
    expect(await countOf(own.credentialId)).toBe(3);

    await revokeCredential(db, other.credentialId);
    expect(await hit(other.credential, other.appId)).toBeUndefined();
    expect(await countOf(other.credentialId)).toBe(0);
    await setAccountActive(db, own.accountId, false);
    expect(await hit(own.credential, own.appId)).toBeUndefined();
    expect(await countOf(own.credentialId)).toBe(3);

    // Turned off: still admits, counts nothing.
    await setAccountActive(db, own.accountId, true);
    const off = createRateLimiter({ db: () => db, limit: 0, windowMs });
    expect(await off.hitSelected(admissibleCredential({ secret: own.credential }), { now })).toEqual(admitted);
    expect(await countOf(own.credentialId)).toBe(3);
  });

  it("reads a process alongside the count only within the counted caller's account, and nothing for a refused caller", async () => {
    const { db } = database;
    const [own, other] = [await accountWithFlow(db, [FORM_STEP], "Reader"), await accountWithFlow(db, [FORM_STEP], "Neighbour")];
    const [ownProcess, othersProcess] = [
      await createProcess({ db, context: contextFor(own.caller) }),
      await createProcess({ db, context: contextFor(other.caller) }),
    ];
    for (const limit of [1000, 0]) {
      const limiter = createRateLimiter({ db: () => db, limit, windowMs: 60_000 });
      const hit = (secret: string, processId: string) =>
        limiter.hitSelected(admissibleCredential({ secret, appId: own.appId }), {
          alongside: (accountId) => processRead(processId, accountId),
        });

      const read = await hit(own.credential, ownProcess.processId);
      expect(read).toMatchObject({ credentialId: own.credentialId, accountId: own.accountId, retryAfter: null });
      expect(read?.alongside).toHaveLength(1);
      expect(read?.alongside?.[0]).toMatchObject({ id: ownProcess.processId, accountId: own.accountId, currentStepId: "form" });
      // Another account's process is not there for this caller; a refused caller reads nothing at all.
      expect((await hit(own.credential, othersProcess.processId))?.alongside).toEqual([]);
      expect(await hit(other.credential, othersProcess.processId)).toBeUndefined();
    }
    expect((await db.apiRateWindow.findUnique({ where: { credentialId: own.credentialId } }))?.count).toBe(2);
  });
});
