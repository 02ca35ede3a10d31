import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachingPrepare, type SqliteStatement } from "./statement-cache";

function database() {
  const raw = new Database(":memory:");
  raw.exec("CREATE TABLE t (a INTEGER, b TEXT)");
  let compiled = 0;
  const prepare = cachingPrepare((sql) => {
    compiled++;
    return raw.prepare(sql) as unknown as SqliteStatement;
  }, 2);
  return { prepare, compiled: () => compiled };
}

describe("cachingPrepare", () => {
  it("compiles each SQL text once and binds each use to its own parameters, as the Prisma adapter calls it", () => {
    const { prepare, compiled } = database();
    for (const [a, b] of [
      [1, "one"],
      [2, "two"],
    ] as const)
      (prepare("INSERT INTO t VALUES (?, ?)").bind([a, b]) as SqliteStatement).run();
    const select = (a: number) => {
      const statement = prepare("SELECT a, b FROM t WHERE a = ?").bind([a]) as SqliteStatement;
      expect(statement.reader).toBe(true);
      expect(statement.columns().map((column) => column.name)).toEqual(["a", "b"]);
      return statement.raw().all();
    };
    expect(select(1)).toEqual([[1, "one"]]);
    expect(select(2)).toEqual([[2, "two"]]);
    expect(compiled()).toBe(2);
  });

  it("gives rows as objects after another use read them raw", () => {
    const { prepare } = database();
    prepare("INSERT INTO t VALUES (?, ?)").run(1, "one");
    expect(prepare("SELECT a, b FROM t").raw().all()).toEqual([[1, "one"]]);
    expect(prepare("SELECT a, b FROM t").all()).toEqual([{ a: 1, b: "one" }]);
  });

  it("keeps at most its capacity of statements, recompiling a dropped one when needed", () => {
    const { prepare, compiled } = database();
    for (const sql of ["SELECT 1", "SELECT 2", "SELECT 3", "SELECT 1"]) prepare(sql).raw().all();
    expect(compiled()).toBe(4);
  });

  it("refuses a second bind, as better-sqlite3 does", () => {
    const { prepare } = database();
    const bound = prepare("SELECT ?").bind([1]) as SqliteStatement;
    expect(() => bound.bind([2])).toThrow(/only be invoked once/);
  });
});
