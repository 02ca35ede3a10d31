import "@/test/support/service";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { addNote } from "@/lib/cases/notes";
import { createDb, type Db } from "@/lib/db/client";
import { createUser } from "@/lib/staff/users";
import { localFolderStorage } from "@/lib/storage/local-folder-storage";
import { s3Storage } from "@/lib/storage/s3-storage";
import type { FileStorage } from "@/lib/storage/storage-types";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { runIdvAsync } from "@/test/support/cli";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { type S3Server, startS3Server } from "@/test/support/s3-server";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { signInOverHttp } from "@/test/support/staff-http";

// Issue 34, point 4: a backup taken while the app serves a write load, restored into an empty installation, is the
// installation as of one moment: audit chain, an older bundle, every file's hash, the pages. SQLite with the local
// folder; PostgreSQL with an S3 bucket.
const PASSWORD = "backup-test-password";
const REVIEWER = "rita@bank.test";
const LOADERS = 3;
const SLOW_MS = 600_000;

/** Where an installation lives: its database, DATA_DIR and the environment that picks its storage. */
type Installation = { databaseUrl: string; dataDir: string; env: Record<string, string>; storage: FileStorage };

const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-backup-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const target = (at: Installation) => ({ databaseUrl: at.databaseUrl, env: { DATA_DIR: at.dataDir, ...at.env } });
// Never the blocking runIdv: the S3 server the tool talks to runs in this process.
const cli = (at: Installation, ...args: string[]) => runIdvAsync(target(at), ...args);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

type Api = (method: "GET" | "POST", apiPath: string, body?: unknown) => Promise<{ status: number; data: Record<string, unknown> }>;

function apiOf(server: AppServer, account: { appId: string; credential: string }): Api {
  return async (method, apiPath, body) => {
    const response = await fetch(`${server.url}/api${apiPath}`, {
      method,
      headers: { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, data: ((await response.json()) as { data: Record<string, unknown> }).data };
  };
}

/** A process walked to its end through the API: created, its one form step submitted (the evidence made as it finishes). */
async function finishedProcess(api: Api, name: string): Promise<string | null> {
  const created = await api("POST", "/processes", {});
  if (created.status !== 201) return null;
  const processId = String(created.data.processId);
  const submitted = await api("POST", `/processes/${processId}/step`, { name, email: `${processId}@example.com` });
  return submitted.status === 200 ? processId : null;
}

/** Processes walked one after another until `isDone`, each with the moment its last answer came. */
async function writeLoad(api: Api, isDone: () => boolean, acknowledged: { id: string; at: number }[]) {
  for (let i = 0; !isDone(); i++) {
    const id = await finishedProcess(api, `Loaded Applicant ${i}`);
    if (id) acknowledged.push({ id, at: Date.now() });
  }
}

type Kind = {
  name: string;
  source: () => Promise<{ database: TestDatabase; installation: Installation }>;
  /** An empty installation of the same kind. */
  emptyTarget: () => Promise<Installation>;
  hasDatabase: (at: Installation) => Promise<boolean>;
  stop: () => Promise<void>;
};

function sqliteKind(): Kind {
  return {
    name: "SQLite and the local folder",
    async source() {
      const database = await freshDatabase("sqlite");
      const dataDir = fs.mkdtempSync(path.join(work, "source-"));
      return {
        database,
        installation: {
          databaseUrl: database.url,
          dataDir,
          env: { STORAGE: "local" },
          storage: localFolderStorage(path.join(dataDir, "storage")),
        },
      };
    },
    async emptyTarget() {
      const dir = fs.mkdtempSync(path.join(work, "restored-"));
      const dataDir = path.join(dir, "data");
      return {
        databaseUrl: `file:${path.join(dir, "idv.db")}`,
        dataDir,
        env: { STORAGE: "local" },
        storage: localFolderStorage(path.join(dataDir, "storage")),
      };
    },
    hasDatabase: async (at) => fs.existsSync(at.databaseUrl.slice("file:".length)),
    stop: async () => {},
  };
}

function postgresKind(): Kind {
  let s3: S3Server | undefined;
  let admin: Db | undefined;
  const bucketOf = async (name: string) => {
    s3 ??= await startS3Server();
    await s3.createBucket(name);
    const storage = s3Storage({
      bucket: name,
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    return { env: s3.envFor(name), storage };
  };
  return {
    name: "PostgreSQL and an S3 bucket",
    async source() {
      const database = await freshDatabase("postgres");
      const { env, storage } = await bucketOf("idv-backup-source");
      return { database, installation: { databaseUrl: database.url, dataDir: fs.mkdtempSync(path.join(work, "source-")), env, storage } };
    },
    async emptyTarget() {
      const name = `r_${crypto.randomUUID().replaceAll("-", "")}`;
      const serverUrl = inject("postgresUrl");
      admin ??= createDb(serverUrl);
      // Not from the migrated template: a database as an operator creates it, with no table.
      await admin.$executeRawUnsafe(`CREATE DATABASE ${name}`);
      const { env, storage } = await bucketOf(`idv-backup-${name.slice(2, 14)}`);
      return {
        databaseUrl: serverUrl.replace(/\/postgres$/, `/${name}`),
        dataDir: fs.mkdtempSync(path.join(work, "restored-")),
        env,
        storage,
      };
    },
    async hasDatabase(at) {
      const db = createDb(at.databaseUrl);
      try {
        const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(
          `SELECT count(*) AS "n" FROM "information_schema"."tables" WHERE "table_schema" = 'public'`,
        );
        return Number(row?.n) > 0;
      } finally {
        await db.$disconnect();
      }
    },
    async stop() {
      await admin?.$disconnect();
      await s3?.stop();
    },
  };
}

describe.each([sqliteKind(), postgresKind()])("backup under write load and restore into an empty installation: $name", (kind) => {
  let source: TestDatabase;
  let from: Installation;
  let restored: Installation;
  let restoredDb: Db;
  let server: AppServer | undefined;
  const backupDir = () => path.join(work, `backup-${kind.name.split(" ")[0]}`);
  const before: string[] = [];
  const acknowledged: { id: string; at: number }[] = [];
  let backupRan = { startedAt: 0, endedAt: 0 };
  let bundle = "";

  beforeAll(async () => {
    ({ database: source, installation: from } = await kind.source());
    await createUser(source.db, { email: REVIEWER, role: "admin", password: PASSWORD });
    const account = await accountWithFlow(source.db, [FORM_STEP]);
    server = await startAppServer({ databaseUrl: from.databaseUrl, dataDir: from.dataDir, env: from.env });
    const api = apiOf(server, account);
    for (const name of ["Ana Quaresma Trindade", "Bruno Esteves"]) {
      const id = await finishedProcess(api, name);
      if (!id) throw new Error(`the process of ${name} did not finish`);
      before.push(id);
    }
    const reviewer = { id: "u-rita", email: REVIEWER, name: "Rita", role: "admin" as const, sessionId: "s" };
    await addNote(source.db, reviewer, { processId: before[0] as string, body: "Called her back" });
    await decideProcess(source.db, {
      staff: reviewer,
      decision: { processId: before[0] as string, outcome: "approved", reasonCode: "identity-verified", comment: "ok" },
      policy: { fourEyes: false, reasons: DEFAULT_REASONS },
    });
    bundle = path.join(work, `${path.basename(backupDir())}-bundle.zip`);
    // The bundle is made while the load starts (an operator-tool call is seconds of a process start): both are done
    // before the backup begins.
    const bundleMade = cli(from, "bundle:create", "--process", before[0] as string, "--out", bundle);

    let isDone = false;
    const loaders = Array.from({ length: LOADERS }, () => writeLoad(api, () => isDone, acknowledged));
    // Some load first, so the backup starts while writes are under way.
    for (const deadline = Date.now() + 60_000; acknowledged.length < LOADERS * 2; await new Promise((resolve) => setTimeout(resolve, 50)))
      if (Date.now() > deadline) throw new Error(`the write load finished ${acknowledged.length} processes in 60 s`);
    const made = await bundleMade;
    expect(made.status, made.stderr).toBe(0);
    const startedAt = Date.now();
    const backup = await cli(from, "backup", "--out", backupDir(), "--json");
    backupRan = { startedAt, endedAt: Date.now() };
    isDone = true;
    await Promise.all(loaders);
    expect(backup.status, backup.stderr).toBe(0);
    await server.stop();
    server = undefined;
    restored = await kind.emptyTarget();
  }, SLOW_MS);
  afterAll(async () => {
    await server?.stop();
    await restoredDb?.$disconnect();
    await source?.drop();
    await kind.stop();
  });

  it("took the backup while processes were being finished through the API", () => {
    const during = acknowledged.filter(({ at }) => at >= backupRan.startedAt && at <= backupRan.endedAt);
    expect(during.length).toBeGreaterThan(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir(), "manifest.json"), "utf8"));
    expect(manifest.files.length).toBeGreaterThanOrEqual(before.length);
    expect(manifest.keys.map((key: { path: string }) => key.path)).toContain("keys/bundle-signing-ed25519.pem");
  });

  it(
    "refuses a non-empty target, a newer schema and an altered backup, and leaves the target untouched",
    async () => {
      const newer = path.join(work, `${path.basename(backupDir())}-newer`);
      fs.cpSync(backupDir(), newer, { recursive: true });
      const manifestFile = path.join(newer, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
      manifest.database.migrations.push("29990101000000_from_a_newer_version");
      manifest.database.schemaVersion = "29990101000000_from_a_newer_version";
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      const altered = path.join(work, `${path.basename(backupDir())}-altered`);
      fs.cpSync(backupDir(), altered, { recursive: true });
      const someFile = JSON.parse(fs.readFileSync(path.join(altered, "manifest.json"), "utf8")).files[0].path as string;
      fs.appendFileSync(path.join(altered, someFile), "x");

      // The three refusals at once: each is seconds of an operator-tool start, and none writes (checked below).
      const [intoSource, refused, damaged] = await Promise.all([
        cli(from, "restore", "--from", backupDir()),
        cli(restored, "restore", "--from", newer),
        cli(restored, "restore", "--from", altered),
      ]);
      expect(intoSource.status).toBe(2);
      expect(intoSource.stderr).toContain("a restore goes into an empty installation only");
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain("is newer than this version knows");
      expect(damaged.status).toBe(2);
      expect(damaged.stderr).toContain(`${someFile}: altered`);

      expect(await kind.hasDatabase(restored)).toBe(false);
      expect(fs.existsSync(path.join(restored.dataDir, "keys"))).toBe(false);
      for await (const entry of restored.storage.list()) expect.unreachable(`the target's storage holds ${entry.name}`);
    },
    SLOW_MS,
  );

  it(
    "restores: every file as its manifest says, audit:verify, bundle:verify of a bundle made before, backup:check",
    async () => {
      const restore = await cli(restored, "restore", "--from", backupDir(), "--json");
      expect(restore.status, restore.stderr + restore.stdout).toBe(0);
      expect(JSON.parse(restore.stdout)).toMatchObject({ problems: [] });
      // The three read-only checks of the restored installation at once (seconds of an operator-tool start each).
      const [checked, audit, verified] = await Promise.all([
        cli(restored, "backup:check", "--manifest", path.join(backupDir(), "manifest.json")),
        cli(restored, "audit:verify"),
        // Without --public-key: verified with the restored installation's own key.
        cli(restored, "bundle:verify", bundle),
      ]);
      expect(checked.status).toBe(0);
      expect(audit.stdout).toContain("Audit chain intact");
      expect(audit.status).toBe(0);
      expect(verified.stdout).toContain("Bundle intact");
      expect(verified.status).toBe(0);

      restoredDb = createDb(restored.databaseUrl);
      const rows = await restoredDb.storedFile.findMany({ select: { storageKey: true, sha256: true } });
      expect(rows.length).toBeGreaterThanOrEqual(before.length);
      for (const row of rows) {
        const bytes = await restored.storage.get(row.storageKey);
        expect(bytes && sha256(bytes), row.storageKey).toBe(row.sha256);
      }
    },
    SLOW_MS,
  );

  it("holds every process acknowledged before the backup began, and each restored process whole", async () => {
    const acknowledgedBefore = [...before, ...acknowledged.filter(({ at }) => at < backupRan.startedAt).map(({ id }) => id)];
    const processes = await restoredDb.process.findMany({ select: { id: true, status: true, records: { select: { stepId: true } } } });
    const byId = new Map(processes.map((p) => [p.id, p]));
    for (const id of acknowledgedBefore) expect(byId.get(id)?.status, id).toBe("finished");
    // Each API call is one transaction: a process in the snapshot is either only created or finished with its record.
    for (const p of processes)
      expect(p.status === "finished" ? p.records.map((r) => r.stepId) : p.records, p.id).toEqual(p.status === "finished" ? ["form"] : []);
    const finished = processes.filter((p) => p.status === "finished").map((p) => p.id);
    expect(await restoredDb.reviewCase.count({ where: { processId: { in: finished } } })).toBe(finished.length);
  });

  it(
    "serves a process page and its evidence from the restored installation",
    async () => {
      server = await startAppServer({ databaseUrl: restored.databaseUrl, dataDir: restored.dataDir, env: restored.env });
      const reviewer = await signInOverHttp(server.url, REVIEWER, PASSWORD);
      const page = await reviewer.text(`/processes/${before[0]}`);
      expect(page).toContain("Ana Quaresma Trindade");
      expect(page).toContain("Called her back");
      const evidence = await restoredDb.storedFile.findFirstOrThrow({ where: { processId: before[0], bucket: "processes" } });
      expect(sha256(await reviewer.bytes(`/processes/${before[0]}/files/${evidence.id}`))).toBe(evidence.sha256);
    },
    SLOW_MS,
  );
});
