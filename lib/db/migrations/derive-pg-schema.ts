import fs from "node:fs";
import path from "node:path";
import { LAYOUT } from "./target";

const HEADER = "// Generated from prisma/schema by `npm run db:generate`. Do not edit: change the SQLite schema instead.\n";

/** The PostgreSQL schema is the SQLite one with its provider and client output swapped, nothing else. */
export function derivePgSchema(sqliteText: string): string {
  return (
    HEADER +
    sqliteText
      .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
      .replace(/output(\s*)=(\s*)"\.\.\/\.\.\/lib\/db\/generated\/sqlite"/, 'output$1=$2"../../../lib/db/generated/pg"')
  );
}

/** Files of prisma/pg/schema that differ from what the SQLite schema derives (all of them when `write`, after writing). */
export function syncPgSchema(root: string, { write }: { write: boolean }): string[] {
  const from = path.join(root, LAYOUT.sqlite.schemaDir);
  const to = path.join(root, LAYOUT.postgres.schemaDir);
  const wanted = new Map(
    fs
      .readdirSync(from)
      .filter((name) => name.endsWith(".prisma"))
      .map((name) => [name, derivePgSchema(fs.readFileSync(path.join(from, name), "utf8"))]),
  );
  const present = fs.existsSync(to) ? fs.readdirSync(to).filter((name) => name.endsWith(".prisma")) : [];
  const differing = [...new Set([...wanted.keys(), ...present])].filter((name) => {
    const file = path.join(to, name);
    return wanted.get(name) !== (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
  });
  if (write) {
    fs.mkdirSync(to, { recursive: true });
    for (const name of differing) {
      const text = wanted.get(name);
      if (text === undefined) fs.rmSync(path.join(to, name));
      else fs.writeFileSync(path.join(to, name), text);
    }
  }
  return differing;
}
