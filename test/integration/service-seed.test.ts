import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "@/test/support/service";
import { closeSharedAnalysisPool, sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { createDemoMedia, type DemoMedia } from "@/lib/demo/demo-media";
import { seedDemoAccount } from "@/lib/demo/seed-demo-account";
import { seedDemoProcesses } from "@/lib/demo/seed-demo-processes";
import { seedDemoSanctionsList } from "@/lib/demo/seed-demo-sanctions-list";
import { authenticate } from "@/lib/service/credentials/authenticate-credential";
import { getActiveFlowOrThrow } from "@/lib/service/flows/get-active-flow";
import { ACTION_TYPES } from "@/lib/steps/action-types";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { fileStorage } from "@/lib/storage/file-storage";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { pdfToText } from "@/test/support/pdf-text";

// The seed's demo walks read their one-time codes from the outbox (a development setting).
process.env.OUTBOX_KEEP_SECRETS = "1";

let media: DemoMedia;
let unregister: () => void;

beforeAll(async () => {
  unregister = registerLocalProviders();
  media = await createDemoMedia(sharedAnalysisPool());
  await seedDemoSanctionsList();
}, 120_000);

afterAll(async () => {
  unregister();
  await closeSharedAnalysisPool();
});

describe.each(DATABASE_KINDS)("seed on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("is idempotent, its printed credential works, and it walks every step type through the real checks", {
    timeout: 480_000, // Two full seeds through the real checks; a shared machine can triple their time.
  }, async () => {
    const { db } = database;
    const first = await seedDemoAccount(db);
    const processes = await seedDemoProcesses(db, first, media);
    const second = await seedDemoAccount(db);
    expect(second).toEqual(first);
    expect(await seedDemoProcesses(db, second, media)).toEqual([]);
    expect(Object.keys(first.flows).sort()).toEqual(["biometrics-and-screening", "pt-onboarding", "remote-signing"]);
    expect((await getActiveFlowOrThrow(db, first.accountId)).id).toBe(first.flows["pt-onboarding"]);
    expect(await authenticate(db, { credential: first.credential, app: first.appId }, { requireApp: true })).toEqual({
      accountId: first.accountId,
      credentialId: first.credentialId,
      appId: first.appId,
    });
    const states = await db.process.findMany({
      where: { id: { in: processes } },
      select: { reference: true, status: true, negativeFinish: true, evidenceFileId: true },
    });
    expect(
      states
        .map(({ evidenceFileId, ...state }) => ({ ...state, hasEvidence: evidenceFileId !== null }))
        .sort((a, b) => String(a.reference).localeCompare(String(b.reference))),
    ).toEqual([
      { reference: "demo-biometrics", status: "finished", negativeFinish: false, hasEvidence: true },
      { reference: "demo-face-mismatch", status: "finished", negativeFinish: true, hasEvidence: true },
      { reference: "demo-finished", status: "finished", negativeFinish: false, hasEvidence: true },
      { reference: "demo-in-progress", status: "in-progress", negativeFinish: false, hasEvidence: false },
      { reference: "demo-negative", status: "finished", negativeFinish: true, hasEvidence: true },
      { reference: "demo-signing", status: "finished", negativeFinish: false, hasEvidence: true },
    ]);
    const records = await db.stepRecord.findMany({
      where: { processId: { in: processes } },
      select: { action: true, status: true, error: true },
    });
    const passed = new Set(records.filter((r) => r.status).map((r) => r.action));
    expect(ACTION_TYPES.filter((type) => !passed.has(type))).toEqual([]);
    // Failed checks carry an error; a code request (OTP, signing) is recorded unvalidated without one.
    const negative = records.map((r) => JSON.stringify(r.error)).filter((error) => error !== "{}");
    expect(negative.filter((error) => error.includes("integrity_doc_number"))).toHaveLength(1);
    expect(negative.filter((error) => error.includes("expiry_date"))).toHaveLength(4);
    expect(negative.filter((error) => error.includes("below the threshold"))).toHaveLength(3);
    expect(negative).toHaveLength(8);

    // Every finished process, positive or negative: an evidence PDF naming the process and each step, hashing every file.
    for (const process of await db.process.findMany({ where: { id: { in: processes }, status: "finished" } })) {
      const evidence = await db.storedFile.findUniqueOrThrow({ where: { id: process.evidenceFileId ?? "" } });
      const text = await pdfToText((await fileStorage().get(evidence.storageKey)) ?? Buffer.alloc(0));
      expect(text).toContain(process.id);
      const steps = await db.stepRecord.findMany({ where: { processId: process.id }, select: { stepId: true } });
      for (const { stepId } of steps) expect(text).toContain(stepId);
      const files = await db.storedFile.findMany({ where: { processId: process.id, NOT: { id: evidence.id } } });
      for (const file of files) expect(text).toContain(file.sha256);
    }
  });
});
