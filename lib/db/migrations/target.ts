import path from "node:path";

export type PgConnection = { host: string; port: number; user: string; password?: string; database: string };
export type DatabaseTarget = { kind: "sqlite"; path: string } | { kind: "postgres"; connection: PgConnection };

/** Where the schema and migrations of each database kind live: prisma/pg is derived from prisma/schema. */
export const LAYOUT = {
  sqlite: { schemaDir: "prisma/schema", migrationsDir: "prisma/migrations", provider: "sqlite" },
  postgres: { schemaDir: "prisma/pg/schema", migrationsDir: "prisma/pg/migrations", provider: "postgresql" },
} as const;

/** Connection fields are passed discretely (not as a URL) so that a shadow database can be derived from them. */
export function targetFromUrl(url: string): DatabaseTarget {
  if (url.startsWith("file:")) return { kind: "sqlite", path: path.resolve(url.slice("file:".length)) };
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new Error(`Unsupported DATABASE_URL scheme: ${parsed.protocol}`);
  return {
    kind: "postgres",
    connection: {
      host: decodeURIComponent(parsed.hostname),
      port: Number(parsed.port || 5432),
      user: decodeURIComponent(parsed.username),
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      database: decodeURIComponent(parsed.pathname.slice(1)),
    },
  };
}
