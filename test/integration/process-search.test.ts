import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimJob, jobId, owedJob } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { PERSONAL_DATA_MASKED } from "@/lib/records/personal-data-policy";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";

process.env.OUTBOX_KEEP_SECRETS = "1";

const OTP_STEP = { id: "otp", name: "Phone", action: { type: "otp" } };

describe.each(DATABASE_KINDS)("searching processes by what reviewers know on %s", (kind) => {
  let database: TestDatabase;
  let processId = "";
  let other = "";
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, OTP_STEP]);
    const context = contextFor(caller);
    ({ processId } = await createProcess({ db, context, reference: "Order-77A" }));
    await submitStep({ db, context, processId, body: { name: "Ana-María Sá Gonçalves", email: "Ana.Sa@Example.PT" } });
    await submitStep({ db, context, processId, body: { phone: { country: "PT", number: "912 345 678" } } });
    const sms = (await listOutbox(db, { processId })).at(-1)?.body ?? "";
    await submitStep({ db, context, processId, body: { otpCode: /\b(\d{6})\b/.exec(sms)?.[1] ?? "" } });
    ({ processId: other } = await createProcess({ db, context, reference: "order-78" }));
    await submitStep({ db, context, processId: other, body: { name: "Rui Gonçalves", email: "rui@example.pt" } });
  });
  afterAll(async () => {
    await database.drop();
  });

  const ids = async (text: string) => (await createLocalProcessRecords(database.db).search(text, 20)).map((r) => r.id);

  it("finds a name in any case and without its accents, whole or by one word; every word must match", async () => {
    expect(await ids("ana-maria sa goncalves")).toEqual([processId]);
    expect(await ids("ANA MARÍA SA GONÇALVES")).toEqual([processId]);
    expect(await ids("goncalves")).toEqual([other, processId].sort().reverse());
    expect(await ids("rui goncalves")).toEqual([other]);
    expect(await ids("maria rui")).toEqual([]);
  });

  it("finds an e-mail, a phone with or without its country code, a reference in any case and an id by an 8+ character prefix", async () => {
    expect(await ids("ana.sa@example.pt")).toEqual([processId]);
    expect(await ids("912345678")).toEqual([processId]);
    expect(await ids("+351 912 345 678")).toEqual([processId]);
    expect(await ids("ORDER-77a")).toEqual([processId]);
    expect(await ids(processId.slice(0, 8).toUpperCase())).toContain(processId);
    expect(await ids(processId.slice(0, 13))).toEqual([processId]);
    expect(await ids(processId.slice(0, 7))).not.toContain(processId);
    expect(await ids(processId.toUpperCase())).toEqual([processId]);
  });

  it("shows each result's name, status, flow and date, masked for an auditor", async () => {
    const [row] = await createLocalProcessRecords(database.db).search("ana.sa@example.pt", 20);
    expect(row).toMatchObject({ id: processId, name: "Ana-María Sá Gonçalves", status: "finished", matchedBy: "email" });
    expect(row?.flowName).toBeTruthy();
    const masked = PERSONAL_DATA_MASKED.row(row as NonNullable<typeof row>);
    expect(masked.name).not.toContain("Ana-María");
    expect(masked.name).toMatch(/^A•+/);
    expect(masked.reference).not.toBe("Order-77A");
  });

  it("gives a process written before the search table its keys through the backfill job", async () => {
    const { db } = database;
    await db.processSearchKey.deleteMany({ where: { processId } });
    expect(await ids("ana.sa@example.pt")).toEqual([]);
    await db.job.create({ data: { ...owedJob("search-keys", processId, new Date(0)), leaseUntil: new Date(0) } });
    const lease = await claimJob(db, jobId("search-keys", processId));
    expect(lease).not.toBeNull();
    expect(await runClaimedJob(db, lease as NonNullable<typeof lease>)).toBe(true);
    expect(await ids("ana.sa@example.pt")).toEqual([processId]);
    expect(await ids("Goncalves")).toEqual([other, processId].sort().reverse());
    expect(await ids("order-77a")).toEqual([processId]);
    expect(await db.job.count({ where: { kind: "search-keys" } })).toBe(0);
  });
});
