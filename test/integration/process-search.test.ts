import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimJob, jobId, owedJob } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { PERSONAL_DATA_MASKED } from "@/lib/records/personal-data-policy";
import { NEWEST_READS, newestFirst, SEARCH_READ_CAP, searchMatches } from "@/lib/records/search-matches";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";

process.env.OUTBOX_KEEP_SECRETS = "1";

const OTP_STEP = { id: "otp", name: "Phone", action: { type: "otp" } };

describe.each(DATABASE_KINDS)("searching processes by what reviewers know on %s", (kind) => {
  let database: TestDatabase;
  let processId = "";
  let other = "";
  let sousa = "";
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
    ({ processId: sousa } = await createProcess({ db, context }));
    await submitStep({ db, context, processId: sousa, body: { name: "Marta Sousa Zúñiga", email: "marta@example.pt" } });
  });
  afterAll(async () => {
    await database.drop();
  });

  const search = (text: string, page: { limit: number; offset?: number } = { limit: 20 }) =>
    createLocalProcessRecords(database.db).search(text, page);
  const ids = async (text: string) => (await search(text)).rows.map((r) => r.id);

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

  it("finds a name by the beginning of its words, in any order, accents and case aside", async () => {
    expect(await ids("Sou")).toEqual([sousa]);
    expect(await ids("sou mar")).toEqual([sousa]);
    expect(await ids("ZUN")).toEqual([sousa]);
    expect(await ids("Gonç")).toEqual([other, processId].sort().reverse());
    expect(await ids("Sousaa")).toEqual([]);
    expect(await ids("sou rui")).toEqual([]);
    expect((await search("Sou")).rows[0]).toMatchObject({ name: "Marta Sousa Zúñiga", matchedBy: "name" });
  });

  it("names a row found by a name only a document gave (no name as given), never 'no name'", async () => {
    await database.db.processSearchKey.deleteMany({ where: { processId: sousa, kind: "shown-name" } });
    expect((await search("Sousa")).rows).toMatchObject([{ id: sousa, name: "marta sousa zuniga", matchedBy: "name" }]);
  });

  it("shows each result's name, status, flow and date, masked for an auditor", async () => {
    const [row] = (await search("ana.sa@example.pt")).rows;
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

  it("gives every key its process's creation, whoever wrote it (a step's commit, the re-indexing job), and follows it", async () => {
    const { db } = database;
    const keys = await db.processSearchKey.findMany({ select: { processId: true, kind: true, value: true, processCreatedAt: true } });
    const processes = new Map((await db.process.findMany({ select: { id: true, createdAt: true } })).map((p) => [p.id, p.createdAt]));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(key).toEqual({ ...key, processCreatedAt: processes.get(key.processId) });
    // A change of the process's creation (a restore, a correction) is copied too.
    const moved = new Date("2026-01-02T03:04:05.678Z");
    await db.process.update({ where: { id: other }, data: { createdAt: moved } });
    const otherKeys = await db.processSearchKey.findMany({ where: { processId: other }, select: { processCreatedAt: true } });
    expect(otherKeys.length).toBeGreaterThan(0);
    expect(otherKeys.every((key) => key.processCreatedAt?.getTime() === moved.getTime())).toBe(true);
  });
});

describe.each(DATABASE_KINDS)("counting and paging what a search finds on %s", (kind) => {
  let database: TestDatabase;
  let sharedPhone: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const owner = await accountWithFlow(database.db, [FORM_STEP]);
    sharedPhone = (await createBulkProcesses(database.db, owner, { count: 68, phone: "933000068" })).ids;
    await createBulkProcesses(database.db, owner, { count: SEARCH_READ_CAP + 1, phone: "933001001" });
  });
  afterAll(async () => {
    await database.drop();
  });

  const search = (text: string, page: { limit: number; offset?: number }) => createLocalProcessRecords(database.db).search(text, page);

  it("counts a phone many processes share and pages through them, newest first, none twice", async () => {
    const first = await search("933 000 068", { limit: 50 });
    expect(first).toMatchObject({ count: 68, isAtLeast: false, hasNext: true });
    expect(first.rows).toHaveLength(50);
    const second = await search("+351933000068", { limit: 50, offset: 50 });
    expect(second).toMatchObject({ count: 68, isAtLeast: false, hasNext: false });
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((r) => r.id))).toEqual(new Set(sharedPhone));
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("counts a name's words exactly while one of them matches fewer processes than a search reads", async () => {
    const bulkAnaSilva = (size: number) =>
      Array.from({ length: size }, (_, n) => n).filter((n) => n % 10 === 0 && Math.floor(n / 10) % 11 === 0);
    const expected = bulkAnaSilva(68).length + bulkAnaSilva(SEARCH_READ_CAP + 1).length;
    expect(await search("ana silv", { limit: 50 })).toMatchObject({ count: expected, isAtLeast: false });
  });

  it("answers a full name more processes begin with than a search reads from those names alone, each holding every word", async () => {
    const cap = 5;
    const all = await searchMatches(database.db, "Ana Silva");
    expect(all.matchedBy.size).toBeGreaterThan(cap);
    const found = await searchMatches(database.db, "Ana Silva", { cap });
    expect(found.isAtLeast).toBe(true);
    expect(found.matchedBy.size).toBe(cap);
    for (const id of found.matchedBy.keys()) {
      const names = await database.db.processSearchKey.findMany({ where: { processId: id, kind: "name" }, select: { value: true } });
      expect(names.map((n) => n.value)).toEqual(expect.arrayContaining(["ana", "silva"]));
    }
    // The words in another order begin no name: each word is read and the sets are intersected, all of them found.
    const reversed = await searchMatches(database.db, "Silva Ana");
    expect(reversed.isAtLeast).toBe(false);
    expect(new Set(reversed.matchedBy.keys())).toEqual(new Set(all.matchedBy.keys()));
  });

  /** The newest `take` processes holding, for every prefix, a key of `kind` that begins with it: read the plain way. */
  async function newestHolding(kind: string, prefixes: string[], take: number): Promise<string[]> {
    const { db } = database;
    const keys = await db.processSearchKey.findMany({
      where: { kind, OR: prefixes.map((prefix) => ({ value: { startsWith: prefix } })) },
      select: { processId: true, value: true },
    });
    const holders = prefixes.map((prefix) => new Set(keys.filter((k) => k.value.startsWith(prefix)).map((k) => k.processId)));
    const processes = await db.process.findMany({ select: { id: true, createdAt: true } });
    return processes
      .filter((p) => holders.every((held) => held.has(p.id)))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, take)
      .map((p) => p.id);
  }

  it("pages the newest of all a look-up matches when more match than a search reads, not the newest of those it read", async () => {
    const cap = 5;
    const newest = async (text: string, take: number) => {
      const found = await searchMatches(database.db, text, { cap, newest: take });
      expect(found.isAtLeast).toBe(true);
      return newestFirst(found.matchedBy).slice(0, take);
    };
    // An exact value (read newest first along the index) and a full name's beginning (its range sorted).
    expect(await newest("933001001", 20)).toEqual(await newestHolding("phone", ["933001001"], 20));
    expect(await newest("Ana Silva", 8)).toEqual(await newestHolding("name", ["ana silva"], 8));
    // A dense range is walked; when the walk is too short to find enough, the range is sorted.
    const truth = await newestHolding("name", ["ana silva"], 8);
    const saved = { ...NEWEST_READS };
    try {
      Object.assign(NEWEST_READS, { denseKeys: 2 });
      expect(await newest("Ana Silva", 8)).toEqual(truth);
      Object.assign(NEWEST_READS, { walk: 3 });
      expect(await newest("Ana Silva", 8)).toEqual(truth);
    } finally {
      Object.assign(NEWEST_READS, saved);
    }
  });

  it("keeps every whole name the typed words begin when each word alone is too common to read whole", async () => {
    const begun = await newestHolding("name", ["ana silva"], SEARCH_READ_CAP);
    const found = await searchMatches(database.db, "Ana Silva", { cap: begun.length, newest: 50 });
    expect(found.isAtLeast).toBe(true);
    expect(begun.filter((id) => !found.matchedBy.has(id))).toEqual([]);
  });

  it("says 'at least' when a look-up matches more processes than a search reads", async () => {
    expect(await search("933001001", { limit: 50 })).toMatchObject({ count: SEARCH_READ_CAP, isAtLeast: true, hasNext: true });
    // Its pages reach the newest 1,000, as far as a search counts, and end there.
    const last = await search("933001001", { limit: 50, offset: SEARCH_READ_CAP - 50 });
    expect(last).toMatchObject({ isAtLeast: true, hasNext: false });
    expect(last.rows.map((r) => r.id)).toEqual(await newestHolding("phone", ["933001001"], SEARCH_READ_CAP).then((ids) => ids.slice(-50)));
    expect((await search("933001001", { limit: 50, offset: SEARCH_READ_CAP })).rows).toEqual([]);
  });
});
