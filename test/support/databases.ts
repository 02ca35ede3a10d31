import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createDb, type Db } from "@/lib/db/client";

export type TestDatabase = { kind: "sqlite" | "postgres"; url: string; db: Db; drop: () => Promise<void> };

export const DATABASE_KINDS = ["sqlite", "postgres"] as const;

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
