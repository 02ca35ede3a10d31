import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAccountActive } from "@/lib/provisioning/accounts";
import { revokeCredential } from "@/lib/provisioning/credentials";
import { admissibleCredential, countRequest, countRequestAndReadProcess } from "@/lib/service/hot-path/request-count";
import { countKey } from "@/lib/service/http/admit-caller";
import { type RateLimit, requestWindow, retryAfter } from "@/lib/service/http/rate-limit";
import { createProcess } from "@/lib/service/processes/create-process";
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

  it("lets exactly the limit through when two servers count in parallel, then says how long to wait", async () => {
    const limit: RateLimit = { limit: 25, windowMs: 60_000 };
    const now = Math.floor(Date.now() / limit.windowMs) * limit.windowMs + 15_000;
    const answers = await Promise.all(Array.from({ length: 60 }, () => countKey(database.db, "credential-a", limit, now)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(25);
    expect(new Set(answers.filter((answer) => answer !== null))).toEqual(new Set([45]));
    // Another credential has its own window; the next window starts from zero.
    expect(await countKey(database.db, "credential-b", limit, now)).toBeNull();
    expect(await countKey(database.db, "credential-a", limit, now + limit.windowMs)).toBeNull();
  });

  it("counts nothing when the limit is 0 (turned off)", async () => {
    const off = { limit: 0, windowMs: 1000 };
    expect(await Promise.all([countKey(database.db, "c", off), countKey(database.db, "c", off)])).toEqual([null, null]);
    expect(await database.db.apiRateWindow.count({ where: { credentialId: "c" } })).toBe(0);
  });

  it("counts a request against the credential it admits in the same statement, and nothing for one it refuses", async () => {
    const { db } = database;
    const [own, other] = [await accountWithFlow(db, [FORM_STEP]), await accountWithFlow(db, [FORM_STEP], "Other account")];
    const windowMs = 60_000;
    const now = Math.floor(Date.now() / windowMs) * windowMs + 15_000;
    const counting = async (limit: RateLimit, secret: string, appId?: string) => {
      const counted = await countRequest(db, admissibleCredential({ secret, appId }), requestWindow(limit, now));
      return (
        counted && { credentialId: counted.countedId, accountId: counted.countedAccountId, retryAfter: retryAfter(limit, counted, now) }
      );
    };
    const hit = (secret: string, appId?: string) => counting({ limit: 2, windowMs }, secret, appId);
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
    expect(await counting({ limit: 0, windowMs }, own.credential)).toEqual(admitted);
    expect(await countOf(own.credentialId)).toBe(3);
  });

  it("reads the named process with the count only within the counted caller's account, and nothing for a refused caller", async () => {
    const { db } = database;
    const [own, other] = [await accountWithFlow(db, [FORM_STEP], "Reader"), await accountWithFlow(db, [FORM_STEP], "Neighbour")];
    const [ownProcess, othersProcess] = [
      await createProcess({ db, context: contextFor(own.caller) }),
      await createProcess({ db, context: contextFor(other.caller) }),
    ];
    for (const limit of [1000, 0]) {
      const window = requestWindow({ limit, windowMs: 60_000 }, Date.now());
      const hit = (secret: string, processId: string) =>
        countRequestAndReadProcess(db, admissibleCredential({ secret, appId: own.appId }), window, processId);

      const read = await hit(own.credential, ownProcess.processId);
      expect(read.counted).toMatchObject({ countedId: own.credentialId, countedAccountId: own.accountId });
      expect(read.process).toMatchObject({ id: ownProcess.processId, accountId: own.accountId, currentStepId: "form" });
      // Another account's process is not there for this caller; a refused caller reads nothing at all.
      const others = await hit(own.credential, othersProcess.processId);
      expect([Boolean(others.counted), others.process]).toEqual([true, undefined]);
      expect(await hit(other.credential, othersProcess.processId)).toEqual({});
    }
    expect((await db.apiRateWindow.findUnique({ where: { credentialId: own.credentialId } }))?.count).toBe(2);
  });
});
