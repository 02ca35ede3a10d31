import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { readMigrations } from "@/lib/db/migrations/files";
import { localFolderStorage } from "@/lib/storage/local-folder-storage";
import { s3Storage } from "@/lib/storage/s3-storage";
import { readiness } from "@/lib/web-server/health";
import { freePort } from "@/test/support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { type S3Server, startS3Server } from "@/test/support/s3-server";

const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

describe.each(DATABASE_KINDS)("readiness on %s", (kind) => {
  let database: TestDatabase;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "idv-ready-"));
  const migrations = readMigrations(process.cwd(), kind).migrationDirectories.map((migration) => migration.path);
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("is ready when the database and storage answer and every shipped migration is applied", async () => {
    const probes = { db: database.db, storage: localFolderStorage(folder), migrations, isDraining: () => false };
    expect(await readiness(probes)).toEqual({
      isReady: true,
      checks: { database: "ok", storage: "ok", migrations: "ok", shutdown: "ok" },
    });
  });

  it("names each failing part: storage unreachable, a migration not applied, a stop under way", async () => {
    const unreachable = s3Storage({
      bucket: "idv",
      endpoint: `http://127.0.0.1:${await freePort()}`,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    const { isReady, checks } = await readiness({
      db: database.db,
      storage: unreachable,
      migrations: [...migrations, "29990101000000_from_a_newer_build"],
      isDraining: () => true,
    });
    expect(isReady).toBe(false);
    expect(checks.database).toBe("ok");
    expect(checks.storage).toBe("failing (ECONNREFUSED)");
    expect(checks.migrations).toBe("1 not applied, the first 29990101000000_from_a_newer_build");
    expect(checks.shutdown).toBe("draining");
  });
});

describe("readiness names the error of the part that fails", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3?.stop());

  it("a PostgreSQL no one answers on, and an S3 server without the bucket", async () => {
    const unreachable = createDb(`postgresql://postgres@127.0.0.1:${await freePort()}/idv`);
    const noBucket = s3Storage({
      bucket: "no-such-bucket",
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    try {
      const { isReady, checks } = await readiness({ db: unreachable, storage: noBucket, migrations: [], isDraining: () => false });
      expect(isReady).toBe(false);
      expect(checks).toEqual({
        database: "failing (DatabaseNotReachable)",
        storage: "failing (NotFound)",
        migrations: "failing (DatabaseNotReachable)",
        shutdown: "ok",
      });
    } finally {
      await unreachable.$disconnect();
    }
  });
});
