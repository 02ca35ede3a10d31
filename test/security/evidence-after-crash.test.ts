import "@/test/support/service";
import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { type FileStorage, type StorageEntry, storageFromEnv } from "@/lib/storage/file-storage";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { freshDatabase, PAIRED_DATABASE_KINDS, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";

// Issue 12, defect 6: after kill -9 under load, finished processes had no evidence file for minutes and evidence
// files sat on disk with no row. Here: a burst of finishing submissions, kill -9 during it, restart; within 60 s
// every finished process has exactly one evidence file (row and bytes, hash matching) and no stored file is orphaned.
const ROUNDS = 3;
const CLIENTS = 12;
const CONVERGE_MS = 60_000;
// Orphans (temporary files of the killed server) are removed after this grace, and the sweep runs once per grace, so a
// round waits up to twice it. Short here so the test sees it soon (the killed server's jobs wait out their 15 s lease,
// LEASE_MS, anyway), yet well above a loaded machine's stage-to-commit: a writer's staged file is never swept.
const SERVER_ENV = { STORAGE_ORPHAN_GRACE_SECONDS: "8" };

type Api = { url: string; headers: Record<string, string> };

/** Creates a process of the one-step form flow and submits it (which finishes it); false when the server is gone. */
async function createAndFinish(api: Api): Promise<boolean> {
  const created = await fetch(`${api.url}/api/processes`, { method: "POST", headers: api.headers, body: "{}" });
  if (created.status !== 201) return false;
  const { processId } = ((await created.json()) as { data: { processId: string } }).data;
  const submitted = await fetch(`${api.url}/api/processes/${processId}/step`, {
    method: "POST",
    headers: api.headers,
    body: JSON.stringify({ name: "Ana Silva", email: "ana.silva@example.pt" }),
  });
  return submitted.status === 200;
}

/** CLIENTS loops finishing processes in parallel; kill -9 once `killAfter` of them answered, while the rest are in flight. */
async function burstThenKill(server: AppServer, api: Api, killAfter: number): Promise<number> {
  let finished = 0;
  let killed: Promise<void> | undefined;
  const client = async () => {
    while (!killed) {
      const isFinished = await createAndFinish(api).catch(() => false);
      if (isFinished) finished++;
      if (finished >= killAfter) killed ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await killed;
  return finished;
}

async function entriesOf(storage: FileStorage): Promise<StorageEntry[]> {
  const entries: StorageEntry[] = [];
  for await (const entry of storage.list()) entries.push(entry);
  return entries;
}

/**
 * What is wrong with the evidence and the storage now; empty when every finished process has exactly one good file.
 * `hashed` remembers the published files already found to match their row (a published file's bytes never change).
 */
async function evidenceProblems(database: TestDatabase, storage: FileStorage, hashed: Set<string>): Promise<string[]> {
  const { db } = database;
  const finished = await db.process.findMany({ where: { status: "finished" }, select: { id: true, evidenceFileId: true } });
  const evidence = await db.storedFile.findMany({ where: { bucket: "processes" }, select: { id: true, processId: true } });
  const rows = await db.storedFile.findMany({ select: { id: true, storageKey: true, sha256: true } });
  const problems: string[] = [];
  for (const process of finished) {
    const own = evidence.filter((file) => file.processId === process.id);
    if (!process.evidenceFileId) problems.push(`finished process ${process.id} has no evidence`);
    else if (own.length !== 1 || own[0]?.id !== process.evidenceFileId)
      problems.push(`finished process ${process.id} has ${own.length} evidence rows`);
  }
  const entries = await entriesOf(storage);
  const published = new Set(entries.filter((entry) => entry.state === "published").map((entry) => entry.key));
  for (const row of rows) {
    const checked = `${row.storageKey} ${row.sha256}`;
    if (!published.has(row.storageKey)) problems.push(`row ${row.id} has no published bytes`);
    else if (!hashed.has(checked)) {
      const bytes = await storage.get(row.storageKey);
      if (bytes && crypto.createHash("sha256").update(bytes).digest("hex") === row.sha256) hashed.add(checked);
      else problems.push(`row ${row.id}'s bytes do not match its hash`);
    }
  }
  const named = new Set(rows.map((row) => row.storageKey));
  for (const entry of entries)
    if (entry.state !== "published" || !named.has(entry.key)) problems.push(`orphaned ${entry.state} file ${entry.name}`);
  return problems;
}

async function waitForEvidence(database: TestDatabase, storage: FileStorage): Promise<{ problems: string[]; finished: number }> {
  const deadline = Date.now() + CONVERGE_MS;
  const hashed = new Set<string>();
  let problems = await evidenceProblems(database, storage, hashed);
  while (problems.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    problems = await evidenceProblems(database, storage, hashed);
  }
  return { problems, finished: await database.db.process.count({ where: { status: "finished" } }) };
}

/** The last of a server's log lines about files, storage and jobs (its log is JSON, one object a line). */
function storageLogLines(server: AppServer): string {
  const lines = server
    .stdout()
    .split("\n")
    .filter((line) => /file|storage|sweep|evidence|job/i.test(line));
  return lines.slice(-60).join("\n");
}

// The storage the server writes to, read as the server reads it: its data folder, or (STORAGE=s3, `npm run
// test:e2e:s3`) the bucket this test file and the servers it starts share.
const STORAGE_KIND = env().STORAGE;

describe.each(PAIRED_DATABASE_KINDS)(
  `evidence survives kill -9 during finishing submissions (issue 12, defect 6) on %s, ${STORAGE_KIND} storage`,
  (kind) => {
    let database: TestDatabase | undefined;
    let server: AppServer | undefined;

    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it(`after each of ${ROUNDS} crashes, every finished process has exactly one evidence file within 60 s and no file is orphaned`, {
      timeout: 600_000,
    }, async () => {
      database = await freshDatabase(kind);
      const account = await accountWithFlow(database.db, [FORM_STEP]);
      const headers = { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" };
      server = await startAppServer({ databaseUrl: database.url, env: SERVER_ENV, captureStdout: true });
      const { dataDir } = server;
      const storage = storageFromEnv({ ...env(), dataDir });
      for (let round = 1; round <= ROUNDS; round++) {
        const killed = server;
        const answered = await burstThenKill(killed, { url: server.url, headers }, 10 + 10 * round);
        server = await startAppServer({ databaseUrl: database.url, dataDir, env: SERVER_ENV, captureStdout: true });
        const { problems, finished } = await waitForEvidence(database, storage);
        // A failure once in CI (PostgreSQL and S3: a row with no published bytes) left nothing to read: its servers' file
        // and job log lines, the killed one's and the restarted one's, say what became of the bytes.
        if (problems.length) console.error(storageLogLines(killed), storageLogLines(server));
        expect({
          round,
          answered: answered > 0,
          finished: finished >= answered,
          problems: problems.slice(0, 5),
          count: problems.length,
        }).toEqual({
          round,
          answered: true,
          finished: true,
          problems: [],
          count: 0,
        });
      }
    });
  },
);
