import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepOrphanFiles } from "@/lib/service/files/sweep-orphan-files";
import { localFolderStorage } from "@/lib/storage/local-folder-storage";
import { s3Storage } from "@/lib/storage/s3-storage";
import { storageKey } from "@/lib/storage/storage-key";
import type { FileStorage } from "@/lib/storage/storage-types";
import { runIdvAsync } from "@/test/support/cli";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { type S3Server, startS3Server } from "@/test/support/s3-server";
import { accountWithFlow, attachmentRow, FORM_STEP } from "@/test/support/service";

const MB = 1024 * 1024;

async function names(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of storage.list()) found.push(`${entry.state} ${entry.name}`);
  return found.sort();
}

async function textOf(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** `size` bytes made as they are read (1 MiB chunks of a counter), never held whole. */
function generated(size: number): { stream: Readable; sha256: () => string } {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(MB, size - sent), sent / MB);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest("hex") };
}

describe("S3-compatible file storage @s3", () => {
  let s3: S3Server;
  let storage: FileStorage;
  let database: TestDatabase;
  let bucket = 0;
  const newBucket = async () => {
    const name = `idv-test-${++bucket}`;
    await s3.createBucket(name);
    const env = s3.envFor(name);
    return {
      env,
      storage: s3Storage({
        bucket: name,
        endpoint: s3.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? "", secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "" },
      }),
    };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await freshDatabase("sqlite");
  });
  afterAll(async () => {
    await s3?.stop();
    await database?.drop();
  });

  it("puts, gets, streams, lists and removes objects; a missing key reads as null", async () => {
    ({ storage } = await newBucket());
    await storage.check();
    await storage.put("acc/attachments/one", Buffer.from("first"));
    await storage.put("acc/attachments/one", Buffer.from("replaced"));
    await storage.putStream("acc/videos/two", Readable.from([Buffer.from("streamed "), Buffer.from("in parts")]));
    expect((await storage.get("acc/attachments/one"))?.toString()).toBe("replaced");
    expect(await textOf(await storage.getStream("acc/videos/two"))).toBe("streamed in parts");
    expect(await storage.get("acc/attachments/none")).toBeNull();
    expect(await storage.getStream("acc/attachments/none")).toBeNull();
    expect(await names(storage)).toEqual(["published acc/attachments/one", "published acc/videos/two"]);
    await storage.remove("acc/attachments/one");
    expect(await names(storage)).toEqual(["published acc/videos/two"]);
    expect(storage.describe()).toBe(`s3://idv-test-${bucket}`);
  });

  it("stages bytes under their own name, readable by the key until published; publish twice and discard are safe, and publish says when nothing was there", async () => {
    ({ storage } = await newBucket());
    await storage.stage("acc/processes/a", Buffer.from("a"));
    await storage.stage("acc/processes/b", Buffer.from("b"));
    expect(await names(storage)).toEqual(["staged acc/processes/a.staged", "staged acc/processes/b.staged"]);
    expect((await storage.get("acc/processes/a"))?.toString()).toBe("a");
    expect(await storage.publish("acc/processes/a")).toBe(true);
    expect(await storage.publish("acc/processes/a")).toBe(true);
    // Neither staged nor published: what a writer finds when the orphan sweep removed its staged bytes.
    expect(await storage.publish("acc/processes/c")).toBe(false);
    await storage.discard("acc/processes/b");
    await storage.discard("acc/processes/b");
    expect(await names(storage)).toEqual(["published acc/processes/a"]);
    expect((await storage.get("acc/processes/a"))?.toString()).toBe("a");
    await expect(
      s3Storage({ bucket: "no-such-bucket", endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true }).check(),
    ).rejects.toThrow();
  });

  it("streams one byte range of a published or a staged file, in a bucket and in a local folder alike", async () => {
    ({ storage } = await newBucket());
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "idv-range-"));
    try {
      for (const each of [storage, localFolderStorage(folder)]) {
        await each.put("acc/videos/published", Buffer.from("0123456789"));
        await each.stage("acc/videos/staged", Buffer.from("abcdef"));
        const read = async (key: string, start: number, end: number) => ({
          storage: each.describe(),
          text: await textOf(await each.getStream(key, { start, end })),
        });
        expect(await read("acc/videos/published", 2, 5)).toEqual({ storage: each.describe(), text: "2345" });
        expect(await read("acc/videos/published", 9, 9)).toEqual({ storage: each.describe(), text: "9" });
        expect(await read("acc/videos/staged", 1, 2)).toEqual({ storage: each.describe(), text: "bc" });
        expect(await each.getStream("acc/videos/none", { start: 0, end: 1 })).toBeNull();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("sweeps the bucket by listing it: publishes what a row names, removes old orphans, keeps young ones and its own files", async () => {
    ({ storage } = await newBucket());
    const { db } = database;
    const account = await accountWithFlow(db, [FORM_STEP]);
    const key = (id: string) => storageKey(account.accountId, "attachments", id);
    const [committed, lost, young, orphan, kept] = ["committed", "lost", "young", "orphan", "kept"].map(
      (name) => `${name}-${crypto.randomUUID()}`,
    ) as [string, string, string, string, string];
    await storage.stage(key(lost), Buffer.from(lost));
    await storage.put(key(orphan), Buffer.from("orphan"));
    // S3 keeps modification times to the second: the old objects are at least a second older than the young ones.
    const cut = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const id of [committed, young]) await storage.stage(key(id), Buffer.from(id));
    await storage.put(key(kept), Buffer.from("kept"));
    await storage.put("aml/sanctions-list.json", Buffer.from("[]"));
    await db.storedFile.createMany({ data: [committed, kept].map((id) => attachmentRow(account.accountId, id)) });

    const graceMs = 60_000;
    expect(await sweepOrphanFiles(db, storage, { graceMs, now: new Date(cut + graceMs + 500) })).toEqual({ published: 1, removed: 2 });
    expect(await names(storage)).toEqual(
      [`published ${key(committed)}`, `published ${key(kept)}`, `staged ${key(young)}.staged`, "published aml/sanctions-list.json"].sort(),
    );
    expect((await storage.get(key(committed)))?.toString()).toBe(committed);
  });

  it("streams a 200 MB file in and out with flat memory", { timeout: 240_000 }, async () => {
    ({ storage } = await newBucket());
    const size = 200 * MB;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const source = generated(size);
      await storage.putStream("acc/videos/recording", source.stream);
      const uploadPeak = peak - before;
      const read = await storage.getStream("acc/videos/recording");
      if (!read) throw new Error("the uploaded object is missing");
      const hash = createHash("sha256");
      let length = 0;
      for await (const chunk of read) {
        hash.update(chunk as Buffer);
        length += (chunk as Buffer).length;
      }
      expect(length).toBe(size);
      expect(hash.digest("hex")).toBe(source.sha256());
      const growthMb = (peak - before) / MB;
      console.info(
        `200 MB through S3: RSS ${Math.round(before / MB)} MB before, peak growth ${(uploadPeak / MB).toFixed(1)} MB uploading, ${growthMb.toFixed(1)} MB overall (s3rver runs in this process)`,
      );
      // The multipart upload holds two 8 MiB parts, the in-process server and the reader a few chunks more, and the
      // garbage collector lags (28–104 MB seen); holding the file whole would add 200 MB or more.
      expect(growthMb).toBeLessThan(150);
    } finally {
      clearInterval(sampler);
    }
  });

  it("storage:migrate --to s3 copies a local installation's files and verifies each one's SHA-256 against its row", {
    timeout: 240_000,
  }, async () => {
    const target = await newBucket();
    // Its own database: the sweep's rows above name files that no local folder holds.
    const installation = await freshDatabase("sqlite");
    const { db } = installation;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-migrate-"));
    const local = localFolderStorage(path.join(dataDir, "storage"));
    const account = await accountWithFlow(db, [FORM_STEP]);
    const files = Array.from({ length: 5 }, (_, i) => ({
      id: `file-${i}-${crypto.randomUUID()}`,
      bytes: Buffer.alloc(1000 + i * 70_000, i + 1),
    }));
    for (const file of files) {
      await local.put(storageKey(account.accountId, "attachments", file.id), file.bytes);
      await db.storedFile.create({ data: attachmentRow(account.accountId, file.id, file.bytes) });
    }
    await local.put("aml/sanctions-list.json", Buffer.from('{"entries":[]}'));
    const env = { ...target.env, STORAGE: "local", DATA_DIR: dataDir, NEXTAUTH_SECRET: "integration-test-secret-of-at-least-32-chars" };

    const run = await runIdvAsync({ databaseUrl: installation.url, env }, "storage:migrate", "--to", "s3", "--json");
    expect(run.stderr).not.toMatch(/Failed|Error/);
    expect(run.stdout).toContain('"problems": []');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ copied: 5, verified: 6, installationFiles: 1, problems: [] });
    for (const file of files)
      expect((await target.storage.get(storageKey(account.accountId, "attachments", file.id)))?.equals(file.bytes)).toBe(true);
    expect((await target.storage.get("aml/sanctions-list.json"))?.toString()).toBe('{"entries":[]}');

    // A local file whose bytes no longer match its row is named, and the run fails.
    const altered = files[2] as (typeof files)[number];
    fs.writeFileSync(path.join(dataDir, "storage", storageKey(account.accountId, "attachments", altered.id)), "tampered");
    const again = await runIdvAsync({ databaseUrl: installation.url, env }, "storage:migrate", "--to", "s3");
    expect(again.status).toBe(1);
    expect(again.stdout).toContain(`file ${altered.id}: the source's bytes do not match its row's SHA-256`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await installation.drop();
  });
});
