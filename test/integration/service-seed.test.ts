import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "@/test/support/service";
import { seedDemoAccount } from "@/lib/service/admin/seed-demo-account";
import { seedDemoProcesses } from "@/lib/service/admin/seed-demo-processes";
import { authenticate } from "@/lib/service/auth/authenticate";
import { getActiveFlowOrThrow } from "@/lib/service/flows/get-active-flow";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";

describe.each(DATABASE_KINDS)("seed on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("is idempotent and its printed credential works", async () => {
    const { db } = database;
    const first = await seedDemoAccount(db);
    const processes = await seedDemoProcesses(db, first);
    const second = await seedDemoAccount(db);
    expect(second).toEqual(first);
    expect(await seedDemoProcesses(db, second)).toEqual([]);
    expect(Object.keys(first.flows).sort()).toEqual(["biometrics-and-screening", "pt-onboarding", "remote-signing"]);
    expect((await getActiveFlowOrThrow(db, first.accountId)).id).toBe(first.flows["pt-onboarding"]);
    expect(await authenticate(db, { credential: first.credential, app: first.appId }, { requireApp: true })).toEqual({
      accountId: first.accountId,
      credentialId: first.credentialId,
      appId: first.appId,
    });
    const states = await db.process.findMany({
      where: { id: { in: processes } },
      select: { reference: true, status: true, negativeFinish: true },
    });
    expect(states.sort((a, b) => String(a.reference).localeCompare(String(b.reference)))).toEqual([
      { reference: "demo-finished", status: "finished", negativeFinish: false },
      { reference: "demo-in-progress", status: "in-progress", negativeFinish: false },
      { reference: "demo-negative", status: "finished", negativeFinish: true },
    ]);
  });
});
