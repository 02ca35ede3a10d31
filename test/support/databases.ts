import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createDb, type Db } from "@/lib/db/client";

export type TestDatabase = { kind: "sqlite" | "postgres"; url: string; db: Db; drop: () => Promise<void> };

const KINDS = ["sqlite", "postgres"] as const;

/** Every kind when the variable is unset, else the kinds its comma-separated list names. */
const namedIn = (list: string | undefined) => (kind: string) => !list || list.split(",").includes(kind);

/**
 * Both databases unless TEST_DATABASES names one: the suite's second pass on S3 storage (scripts/test-all.sh) pairs S3
 * with PostgreSQL, as a deployment that outgrows one machine does; SQLite with S3 is nobody's deployment.
 */
export const DATABASE_KINDS: readonly (typeof KINDS)[number][] = KINDS.filter(namedIn(process.env.TEST_DATABASES));
if (DATABASE_KINDS.length === 0) throw new Error(`TEST_DATABASES names no known database: ${process.env.TEST_DATABASES}`);

/**
 * For the security tests the S3 pass runs again on PostgreSQL (scripts/test/e2e-s3.sh): in the suite's first pass
 * (local files, where vitest.config.ts passes INTEGRATION_DATABASES on as PAIRED_DATABASES) only SQLite, so each
 * database runs them once, paired with its storage as the integration tests are. Run alone, both databases.
 */
export const PAIRED_DATABASE_KINDS = DATABASE_KINDS.filter(namedIn(process.env.PAIRED_DATABASES));

/** A fresh, migrated database of the given kind, copied from the template the global setup migrated. */
export async function freshDatabase(kind: (typeof DATABASE_KINDS)[number]): Promise<TestDatabase> {
  const name = `t_${crypto.randomUUID().replaceAll("-", "")}`;
  if (kind === "sqlite") {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "idv-db-")), `${name}.db`);
    fs.copyFileSync(inject("sqliteTemplate"), file);
    const url = `file:${file}`;
    const db = createDb(url);
    return {
      kind,
      url,
      db,
      drop: async () => {
        await db.$disconnect();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      },
    };
  }
  const serverUrl = inject("postgresUrl");
  const admin = createDb(serverUrl);
  await admin.$executeRawUnsafe(`CREATE DATABASE ${name} TEMPLATE idv_template`);
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDb(url);
  return {
    kind,
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.$disconnect();
    },
  };
}
