import { describe, expect, it } from "vitest";
import { derivePgSchema } from "@/lib/db/migrations/derive-pg-schema";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { env, resetEnvForTests } from "@/lib/env";
import { pageContentSecurityPolicy } from "@/lib/security/headers";
import { parseArgv } from "@/scripts/idv/cli";

describe("configuration", () => {
  it("names every invalid variable at once", () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { APP_URL: "not a url", DATABASE_URL: "mysql://x", NEXTAUTH_SECRET: "short" });
      resetEnvForTests();
      expect(() => env()).toThrow(/APP_URL[\s\S]*DATABASE_URL[\s\S]*NEXTAUTH_SECRET/);
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });

  it("resolves the SQLite path once, absolute", () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { DATABASE_URL: "file:./data/x.db", NEXTAUTH_SECRET: "x".repeat(40) });
      resetEnvForTests();
      expect(env().sqlitePath).toBe(`${process.cwd()}/data/x.db`);
      expect(env().databaseKind).toBe("sqlite");
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });
});

describe("database targets", () => {
  it("splits a PostgreSQL URL into discrete fields", () => {
    expect(targetFromUrl("postgresql://u%40x:p%2Fw@db.local:6543/idv")).toEqual({
      kind: "postgres",
      connection: { host: "db.local", port: 6543, user: "u@x", password: "p/w", database: "idv" },
    });
  });

  it("derives the PostgreSQL schema by swapping provider and output only", () => {
    const sqlite =
      'generator client {\n  output = "../../lib/db/generated/sqlite"\n}\ndatasource db {\n  provider = "sqlite"\n}\nmodel A { id String @id }\n';
    const pg = derivePgSchema(sqlite);
    expect(pg).toContain('provider = "postgresql"');
    expect(pg).toContain('output = "../../../lib/db/generated/pg"');
    expect(pg).toContain("model A { id String @id }");
  });
});

describe("content security policy", () => {
  it("allows scripts by nonce and never eval outside development", () => {
    const csp = pageContentSecurityPolicy("abc", { isDev: false });
    expect(csp).toContain("'nonce-abc'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(pageContentSecurityPolicy("abc", { isDev: true })).toContain("unsafe-eval");
  });
});

describe("operator tool arguments", () => {
  it("reads flags with values, inline values and booleans", () => {
    expect(parseArgv(["user:create", "--email", "a@b.c", "--role=admin", "--json"])).toEqual({
      positional: ["user:create"],
      flags: { email: "a@b.c", role: "admin", json: true },
    });
  });
});
