import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDueJobs, claimJob, completeJob, jobId, LEASE_MS, LeaseLost, owedJob, releaseJob } from "@/lib/jobs/job-leases";
import { sweepOrphanFiles } from "@/lib/service/files/sweep-orphan-files";
import { localFolderStorage } from "@/lib/storage/local-folder-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { storeWithRow } from "@/lib/storage/store-with-row";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, attachmentRow, FORM_STEP } from "@/test/support/service";

const later = (ms: number) => new Date(Date.now() + ms);
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());

describe.each(DATABASE_KINDS)("the job queue and the orphan sweep on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lets the committing request claim its job at once, nobody else until the lease runs out, and only the holder complete it", async () => {
    const { db } = database;
    const subject = crypto.randomUUID();
    await db.job.create({ data: owedJob("evidence", subject, new Date()) });
    const id = jobId("evidence", subject);

    expect(await claimJob(db, id)).toBeNull();
    const first = await claimJob(db, id, { isCommitter: true });
    expect(first).toMatchObject({ id, kind: "evidence", subjectId: subject, attempts: 1 });
    expect(await claimJob(db, id, { isCommitter: true })).toBeNull();

    // The holder died: once its lease has run out another worker takes the job, and the first can no longer finish it.
    const second = await claimJob(db, id, { now: later(LEASE_MS + 1000) });
    expect(second).toMatchObject({ id, attempts: 2 });
    if (!first || !second) throw new Error("both claims should have succeeded");
    await expect(db.$transaction((tx) => completeJob(tx, first))).rejects.toBeInstanceOf(LeaseLost);
    await db.$transaction((tx) => completeJob(tx, second));
    expect(await db.job.count({ where: { id } })).toBe(0);
  });

  it("gives each due job to exactly one of several servers claiming at once", async () => {
    const { db } = database;
    const subjects = Array.from({ length: 12 }, () => crypto.randomUUID());
    await db.job.createMany({ data: subjects.map((s) => ({ ...owedJob("evidence", s, new Date()), leaseUntil: new Date(0) })) });
    const claims = (await Promise.all(Array.from({ length: 4 }, () => claimDueJobs(db, 12)))).flat();
    const mine = claims.filter((lease) => subjects.includes(lease.subjectId)).map((lease) => lease.subjectId);
    expect(mine.sort()).toEqual([...subjects].sort());
  });

  it("backs a failed job off before anyone may claim it again", async () => {
    const { db } = database;
    const subject = crypto.randomUUID();
    await db.job.create({ data: owedJob("evidence", subject, new Date()) });
    const lease = await claimJob(db, jobId("evidence", subject), { isCommitter: true });
    if (!lease) throw new Error("the committer's claim should succeed");
    await releaseJob(db, lease, new Error("renderer crashed"));
    expect(await db.job.findUnique({ where: { id: lease.id }, select: { lastError: true, leasedBy: true } })).toEqual({
      lastError: "renderer crashed",
      leasedBy: null,
    });
    expect(await claimJob(db, lease.id, { isCommitter: true })).toBeNull();
    expect(await claimJob(db, lease.id, { now: later(5_500) })).toMatchObject({ attempts: 2 });
  });

  it("publishes staged bytes whose row committed and removes, past the grace period, what no row names", async () => {
    const { db } = database;
    const account = await accountWithFlow(db, [FORM_STEP]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "idv-sweep-"));
    const storage = localFolderStorage(root);
    const key = (id: string) => storageKey(account.accountId, "attachments", id);
    const [committed, lost, young, orphan, kept] = ["committed", "lost", "young", "orphan", "kept"].map(
      (name) => `${name}-${crypto.randomUUID()}`,
    ) as [string, string, string, string, string];
    for (const id of [committed, lost, young]) await storage.stage(key(id), Buffer.from(id));
    await storage.put(key(orphan), Buffer.from("orphan"));
    await storage.put(key(kept), Buffer.from("kept"));
    await storage.put("aml/sanctions-list.json", Buffer.from("[]"));
    await db.storedFile.createMany({ data: [committed, kept].map((id) => attachmentRow(account.accountId, id)) });
    const old = new Date(Date.now() - 120_000);
    for (const name of [`${key(lost)}.staged`, key(orphan)]) fs.utimesSync(path.join(root, name), old, old);

    expect(await sweepOrphanFiles(db, storage, { graceMs: 60_000 })).toEqual({ published: 1, removed: 2 });
    expect(filesUnder(root).sort()).toEqual([key(committed), key(kept), `${key(young)}.staged`, "aml/sanctions-list.json"].sort());
    expect((await storage.get(key(committed)))?.toString()).toBe(committed);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("keeps a stalled writer's bytes when the sweep removed them before its row committed", async () => {
    const { db } = database;
    const account = await accountWithFlow(db, [FORM_STEP]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "idv-sweep-"));
    const storage = localFolderStorage(root);
    const id = `stalled-${crypto.randomUUID()}`;
    const row = attachmentRow(account.accountId, id);

    await storeWithRow(storage, [{ key: row.storageKey, bytes: Buffer.from(id) }], async () => {
      // The writer outlasted the grace: the sweep finds its staged bytes old and named by no row, and removes them.
      expect(await sweepOrphanFiles(db, storage, { graceMs: -1 })).toEqual({ published: 0, removed: 1 });
      await db.storedFile.create({ data: row });
    });

    expect(filesUnder(root)).toEqual([row.storageKey]);
    expect((await storage.get(row.storageKey))?.toString()).toBe(id);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
