import { describe, expect, it } from "vitest";
import { joinSql, json, render, sql } from "./direct-sql";

describe("render", () => {
  const when = new Date("2026-11-23T20:00:00.000Z");
  const rows = [sql`(${"a"}, ${true}, ${json({ k: [1] })})`, sql`(${"b"}, ${false}, ${json("text")})`];
  const statement = sql`INSERT INTO "T" ("id", "flag", "doc") VALUES ${joinSql(rows)} ON CONFLICT DO NOTHING -- ${when}`;

  it("writes `?` placeholders and SQLite's values (booleans 0/1, dates as Prisma stores them, JSON as text)", () => {
    expect(render(statement, "sqlite")).toEqual({
      text: `INSERT INTO "T" ("id", "flag", "doc") VALUES (?, ?, ?), (?, ?, ?) ON CONFLICT DO NOTHING -- ?`,
      params: ["a", 1, '{"k":[1]}', "b", 0, '"text"', "2026-11-23T20:00:00.000+00:00"],
    });
  });

  it("numbers PostgreSQL's placeholders in order through nested statements and casts JSON", () => {
    expect(render(statement, "postgres")).toEqual({
      text:
        `INSERT INTO "T" ("id", "flag", "doc") VALUES ($1, $2, CAST($3 AS jsonb)), ($4, $5, CAST($6 AS jsonb)) ` +
        "ON CONFLICT DO NOTHING -- $7",
      params: ["a", true, '{"k":[1]}', "b", false, '"text"', "2026-11-23T20:00:00.000Z"],
    });
  });

  it("passes undefined as NULL", () => {
    expect(render(sql`SELECT ${undefined}`, "sqlite").params).toEqual([null]);
  });
});

describe("sql", () => {
  it("splices only statements it made: an object of the same shape from a request stays a parameter", () => {
    const crafted = { strings: ['1); DROP TABLE "User"; --'], values: [] };
    expect(render(sql`SELECT ${crafted}`, "sqlite")).toEqual({ text: "SELECT ?", params: [crafted] });
  });
});
