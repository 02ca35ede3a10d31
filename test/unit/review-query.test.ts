import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickLocale } from "@/lib/i18n/locale";
import { decodeCursor, encodeCursor } from "@/lib/records/keyset-cursor";
import { hasActiveFilters, parseProcessQuery, processQueryHref } from "@/lib/records/process-query";
import { keysetWhere, processWhere } from "@/lib/records/process-where";
import { fileIdFromUrl } from "@/lib/steps/common/review/file-links";

describe("the list's URL state", () => {
  it("parses every filter, and falls back to defaults on bad values instead of failing", () => {
    const query = parseProcessQuery({
      q: "  ref-1 ",
      status: "finished",
      negativeFinish: "false",
      flow: "f1",
      app: "a1",
      lang: "pt-PT",
      from: "2026-01-01",
      to: "2026-01-31",
      failed: "1",
      sort: "updatedAt",
      dir: "asc",
      size: "50",
      after: "abc",
    });
    expect(query).toEqual({
      q: "ref-1",
      status: "finished",
      negativeFinish: false,
      flow: "f1",
      app: "a1",
      lang: "pt-PT",
      from: "2026-01-01",
      to: "2026-01-31",
      failed: true,
      sort: "updatedAt",
      dir: "asc",
      size: 50,
      after: "abc",
    });
    const bad = parseProcessQuery({
      status: "weird",
      sort: "id",
      dir: "up",
      size: "7",
      from: "2026-13-45",
      lang: "Portuguese",
      failed: "maybe",
      q: ["x", "y"],
    });
    expect(bad).toMatchObject({ q: "x", sort: "createdAt", dir: "desc", size: 25 });
    expect(bad.status).toBeUndefined();
    expect(bad.from).toBeUndefined();
    expect(bad.lang).toBeUndefined();
    expect(bad.failed).toBeUndefined();
    expect(hasActiveFilters(parseProcessQuery({}))).toBe(false);
    expect(hasActiveFilters(parseProcessQuery({ failed: "false" }))).toBe(true);
  });

  it("writes the URL back without defaults, drops the cursor when a filter changes, keeps it when paging", () => {
    const query = parseProcessQuery({ status: "finished", after: "cur" });
    expect(processQueryHref(query)).toBe("/processes?status=finished");
    expect(processQueryHref(query, { after: "next" })).toBe("/processes?status=finished&after=next");
    expect(processQueryHref(query, { sort: "updatedAt", dir: "asc" })).toBe("/processes?status=finished&sort=updatedAt&dir=asc");
    expect(processQueryHref(parseProcessQuery({}))).toBe("/processes");
    expect(
      parseProcessQuery(Object.fromEntries(new URLSearchParams(processQueryHref(query, { failed: true }).split("?")[1]))),
    ).toMatchObject({
      status: "finished",
      failed: true,
    });
  });

  it("turns filters into index-friendly conditions", () => {
    expect(processWhere(parseProcessQuery({}))).toEqual({});
    expect(processWhere(parseProcessQuery({ q: "p1", failed: "true", to: "2026-01-31", lang: "pt" }))).toEqual({
      AND: [
        { OR: [{ id: "p1" }, { reference: "p1" }] },
        { lang: { startsWith: "pt-" } },
        { createdAt: { lt: new Date("2026-02-01T00:00:00Z") } },
        { hasFailedStep: true },
      ],
    });
    const at = "2026-01-01T00:00:00.000Z";
    expect(keysetWhere("createdAt", { at, id: "b" }, "lt")).toEqual({
      AND: [{ createdAt: { lte: new Date(at) } }, { OR: [{ createdAt: { lt: new Date(at) } }, { id: { lt: "b" } }] }],
    });
  });
});

describe("keyset cursors", () => {
  it("round-trip any timestamp and id", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.string({ minLength: 1, maxLength: 100 }),
        (date, id) => {
          const cursor = { at: date.toISOString(), id };
          expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
        },
      ),
    );
  });

  it("refuse anything that is not one of ours", () => {
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor("")).toBeNull();
    expect(decodeCursor("%%%")).toBeNull();
    expect(decodeCursor(Buffer.from('{"at":"x"}').toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from('["not a date","id"]').toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from('["2026-01-01T00:00:00.000Z",""]').toString("base64url"))).toBeNull();
  });
});

describe("small pure helpers", () => {
  it("picks the UI language from the cookie, then Accept-Language by weight", () => {
    expect(pickLocale("pt", "en")).toBe("pt");
    expect(pickLocale(undefined, "pt-PT,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(pickLocale(undefined, "fr;q=1, en;q=0.2, pt;q=0.5")).toBe("pt");
    expect(pickLocale("xx", null)).toBe("en");
  });

  it("reads a stored file id from a record's file URL only", () => {
    expect(fileIdFromUrl("http://h/api/files/processes/3f1c-aa")).toBe("3f1c-aa");
    expect(fileIdFromUrl("http://h/api/files/other/3f1c")).toBeNull();
    expect(fileIdFromUrl("../../etc/passwd")).toBeNull();
    expect(fileIdFromUrl(42)).toBeNull();
  });
});

describe("the review queue's filters in the process list", () => {
  it("parse, drop bad values, and become a condition on the process's case", () => {
    const query = parseProcessQuery({ risk: "high", due: "overdue", decision: "undecided", assignee: "none", tag: "t1" });
    expect(hasActiveFilters(query)).toBe(true);
    expect(parseProcessQuery({ risk: "extreme", due: "soon", tag: "a b" })).toMatchObject({
      risk: undefined,
      due: undefined,
      tag: undefined,
    });
    const now = new Date("2026-01-01T00:00:00Z");
    expect(processWhere(query, { now })).toEqual({
      AND: [
        {
          reviewCase: {
            is: {
              AND: [
                { decisionState: "undecided" },
                { assigneeId: null },
                { tags: { some: { tagId: "t1" } } },
                { riskLevel: "high" },
                { decisionState: { in: ["undecided", "pending"] }, dueAt: { lt: now } },
              ],
            },
          },
        },
      ],
    });
  });
});
