import "@/test/support/service";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import { decisionHistory } from "@/lib/cases/decisions/decisions";
import { listNotes } from "@/lib/cases/notes";
import { listQueue } from "@/lib/cases/queue/list-queue";
import { parseQueueQuery } from "@/lib/cases/queue/queue-query";
import { createDb, type Db } from "@/lib/db/client";
import { readMigrations } from "@/lib/db/migrations/files";
import { applyMigrations, checkMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { readZipEntries, verifyAuditBundle } from "@/lib/exports/audit-bundle/verify-audit-bundle";
import { claimJob } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { parseProcessQuery } from "@/lib/records/process-query";
import { readProcessRecord } from "@/lib/records/read-process-record";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import { signInWithPassword } from "@/lib/staff-auth/sign-in";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileStorage } from "@/lib/storage/file-storage";
import { DATABASE_KINDS } from "@/test/support/databases";
import { apiClient, serveFrom } from "@/test/support/service-api";

// Issue 34, point 5: an installation of an earlier release, upgraded. No release is tagged; the fixture is release
// 8d05fa2 (2026-11-23, "Merge sec-server", the end of issue 12, its first 10 migrations): a database its own code
// filled through its API, desk and sign-in (test/fixtures/release-8d05fa2/fill.mjs), dumped with its stored files.
const FIXTURE = path.join(process.cwd(), "test/fixtures/release-8d05fa2");
const CREDENTIAL = "release-8d05fa2-credential-secret-0000";
const PASSWORD = "release-8d05fa2-staff-password";
const REQUEST = { ip: "127.0.0.1", userAgent: "vitest" };
const LIMITS = { maxFailures: 10, maxFailuresPerAddress: 50, windowMs: 15 * 60_000 };

const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-upgrade-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A database holding the release's dump: SQLite from `.dump`, PostgreSQL from pg_dump through psql. */
async function releaseDatabase(kind: (typeof DATABASE_KINDS)[number]): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === "sqlite") {
    const file = path.join(work, "release.db");
    const raw = new Database(file);
    raw.exec(fs.readFileSync(path.join(FIXTURE, "sqlite.sql"), "utf8"));
    raw.close();
    return { url: `file:${file}`, drop: async () => {} };
  }
  const serverUrl = inject("postgresUrl");
  const name = `u_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = createDb(serverUrl);
  // An empty database, not the migrated template: only the release's own schema goes in.
  await admin.$executeRawUnsafe(`CREATE DATABASE ${name}`);
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  execFileSync("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-f", path.join(FIXTURE, "postgres.sql"), url], { stdio: "pipe" });
  return {
    url,
    drop: async () => {
      await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.$disconnect();
    },
  };
}

/** The release's stored files (the evidence it wrote), put where this installation's storage keeps them. */
async function releaseFiles(kind: (typeof DATABASE_KINDS)[number]) {
  const root = path.join(FIXTURE, `storage-${kind}`);
  for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
    const file = path.join(root, name);
    if (fs.statSync(file).isFile()) await fileStorage().put(name.split(path.sep).join("/"), fs.readFileSync(file));
  }
}

describe.each(DATABASE_KINDS)("upgrading a database of release 8d05fa2 to this version on %s", (kind) => {
  let release: { url: string; drop: () => Promise<void> };
  let db: Db;
  let releaseMigrations: string[] = [];
  let applied: string[] = [];
  let hadReviewCases = true;
  const byReference = new Map<string, string>();

  beforeAll(async () => {
    release = await releaseDatabase(kind);
    await releaseFiles(kind);
    const before = createDb(release.url);
    releaseMigrations = (await before.$queryRawUnsafe<{ migration_name: string }[]>(`SELECT "migration_name" FROM "_prisma_migrations"`))
      .map((row) => row.migration_name)
      .sort();
    hadReviewCases = (await before.$queryRawUnsafe<unknown[]>(`SELECT "processId" FROM "ReviewCase"`).then(
      () => true,
      () => false,
    )) as boolean;
    await before.$disconnect();
    applied = await applyMigrations({ root: process.cwd(), target: targetFromUrl(release.url) });
    db = createDb(release.url);
    for (const process of await db.process.findMany({ select: { id: true, reference: true } }))
      byReference.set(process.reference ?? "", process.id);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await release?.drop();
  });

  const staffNamed = async (email: string): Promise<Staff> => {
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    return { id: user.id, email: user.email, name: user.name, role: user.role as Staff["role"], sessionId: "s" };
  };
  const id = (reference: string) => byReference.get(reference) ?? "";

  it("applies exactly the migrations the release lacked, and the schema, migrations and database then agree", async () => {
    const shipped = readMigrations(process.cwd(), kind).migrationDirectories.map((migration) => migration.path);
    expect(releaseMigrations).toHaveLength(10);
    expect(hadReviewCases).toBe(false);
    expect(shipped.slice(0, 10)).toEqual(releaseMigrations);
    expect(applied).toEqual(shipped.slice(10));
    expect(await checkMigrations({ root: process.cwd(), target: targetFromUrl(release.url) })).toEqual([]);
  });

  it("the review list reads the release's processes and, once the jobs the migrations owe have run, finds them by name", async () => {
    const records = createLocalProcessRecords(db);
    const page = await records.list(parseProcessQuery({}));
    expect(page.rows.map((row) => row.reference).sort()).toEqual(["upgrade-ana", "upgrade-bruno", "upgrade-carla", "upgrade-duarte"]);
    expect(Object.fromEntries(page.rows.map((row) => [row.reference, row.status]))).toMatchObject({
      "upgrade-ana": "finished",
      "upgrade-carla": "in-progress",
    });

    const owed = await db.job.findMany({ select: { id: true, kind: true } });
    expect(owed.map((job) => job.kind).sort()).toEqual(["case-screening", "case-screening", ...Array(4).fill("search-keys")]);
    for (const job of owed) {
      const lease = await claimJob(db, job.id);
      expect(lease, job.id).not.toBeNull();
      if (lease) expect(await runClaimedJob(db, lease), job.id).toBe(true);
    }
    expect(await db.job.count()).toBe(0);
    expect((await records.search("Quaresma", { limit: 10 })).rows.map((row) => row.id)).toEqual([id("upgrade-ana")]);
    expect((await records.search("bruno.esteves@example.com", { limit: 10 })).rows.map((row) => row.id)).toEqual([id("upgrade-bruno")]);
  });

  it("the review queue holds the release's finished processes with their decisions' state", async () => {
    const cases = await db.reviewCase.findMany({ select: { processId: true, decisionState: true, pendingById: true } });
    const rui = await staffNamed("rui@bank.test");
    expect(Object.fromEntries(cases.map((c) => [c.processId, [c.decisionState, c.pendingById]]))).toEqual({
      [id("upgrade-ana")]: ["pending", rui.id],
      [id("upgrade-bruno")]: ["final", null],
    });
    const ines = await staffNamed("ines@bank.test");
    const toConfirm = await listQueue(db, ines.id, parseQueueQuery({ view: "confirm" }));
    expect(toConfirm.rows.map((row) => row.processId)).toEqual([id("upgrade-ana")]);
  });

  it("the process record reads the release's steps, events, note with its earlier text, and decisions", async () => {
    const rui = await staffNamed("rui@bank.test");
    const seen = await readProcessRecord({
      db,
      records: createLocalProcessRecords(db),
      staff: rui,
      processId: id("upgrade-ana"),
      request: REQUEST,
      policy: PERSONAL_DATA_SHOWN,
    });
    expect(seen?.reference).toBe("upgrade-ana");
    expect(seen?.record.data.map((step) => [step.stepId, step.payload])).toEqual([
      ["form", expect.objectContaining({ name: "Ana Quaresma Trindade", email: "ana.quaresma@example.com" })],
      ["birthday", { birthday: "1990-04-01" }],
    ]);
    expect(seen?.record.events.map((event) => event.type)).toContain("process-created");
    expect(seen?.record.evidence.fileUrl).not.toBe("");
    const [note] = await listNotes(db, rui, id("upgrade-ana"));
    expect(note?.body).toBe("Called Ana Quaresma Trindade: the card is hers; address confirmed");
    expect(note?.revisions.map((revision) => revision.body)).toEqual(["Called Ana Quaresma Trindade: the card is hers"]);
    expect((await decisionHistory(db, id("upgrade-bruno"))).map((d) => [d.outcome, d.status, d.comment])).toEqual([
      ["rejected", "final", "Not him on the photo"],
    ]);
  });

  it("the release's audit chain verifies, its staff sign in with their passwords and its sessions survive", async () => {
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
    expect(await db.staffAuditEntry.count()).toBeGreaterThanOrEqual(6);
    const sessions = await db.staffSession.findMany({ select: { stage: true, method: true, endedAt: true } });
    expect(sessions).toEqual([
      { stage: "active", method: "password", endedAt: null },
      { stage: "active", method: "password", endedAt: null },
    ]);
    const signedIn = await signInWithPassword(db, { email: "rui@bank.test", password: PASSWORD, clientAddress: "127.0.0.1" }, LIMITS);
    expect(signedIn).toMatchObject({ ok: true });
  });

  it("the release's credential calls this version's API, and a process the release left half-way finishes", async () => {
    serveFrom(db);
    const app = await db.application.findFirstOrThrow({ select: { id: true } });
    const api = apiClient({ appId: app.id, credential: CREDENTIAL });
    const carla = id("upgrade-carla");
    const step = await api("GET", `/processes/${carla}/step`);
    expect(step.status).toBe(200);
    expect(step.data).toMatchObject({ step: { id: "birthday" } });
    const finished = await api("POST", `/processes/${carla}/step`, { body: { birthday: "1979-02-14" } });
    expect(finished.status).toBe(200);
    expect(finished.data).toMatchObject({ finished: true });
    expect(await db.reviewCase.count({ where: { processId: carla } })).toBe(1);
  });

  it("an audit bundle of a process the release finished holds its evidence, and verifies", async () => {
    const key = loadOrCreateInstallationKey(path.join(work, kind));
    const bundle = path.join(work, `${kind}-bruno.zip`);
    await pipeline(
      await streamAuditBundle({
        db,
        storage: fileStorage(),
        processId: id("upgrade-bruno"),
        key,
        createdBy: "upgrade test",
        policy: PERSONAL_DATA_SHOWN,
      }),
      fs.createWriteStream(bundle),
    );
    expect(await verifyAuditBundle(bundle, key.publicKeyPem)).toMatchObject({ ok: true, altered: [], missing: [] });
    const evidence = (await readZipEntries(bundle)).get("evidence.pdf");
    const row = await db.storedFile.findFirstOrThrow({ where: { processId: id("upgrade-bruno"), bucket: "processes" } });
    expect(evidence && createHash("sha256").update(evidence).digest("hex")).toBe(row.sha256);
  });
});
