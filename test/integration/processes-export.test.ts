import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamProcessesExport } from "@/lib/exports/stream-processes-export";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/review/personal-data-policy";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, FORM_STEP } from "../support/service";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe.each(DATABASE_KINDS)("the processes export on %s", (kind) => {
  let t: TestDatabase;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { accountId, appId, credentialId, flowId } = await accountWithFlow(t.db, [FORM_STEP]);
    // 2,345 rows over 3 page boundaries, many sharing one createdAt, so the (createdAt, id) keyset is exercised.
    const base = Date.parse("2026-03-01T00:00:00Z");
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      id: `p-${String(i).padStart(5, "0")}`,
      accountId,
      flowId,
      flowSnapshot: { id: flowId, name: "f", steps: [], settings: [] },
      currentStepId: "form",
      history: [],
      stepState: {},
      status: i % 3 === 0 ? "finished" : "in-progress",
      lang: "pt-PT",
      appId,
      credentialId,
      version: "1",
      appVersion: "",
      reference: i === 7 ? '=HYPERLINK("x"),"quoted"' : `ref-${i}`,
      createdAt: new Date(base + Math.floor(i / 100) * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.process.createMany({ data: rows.slice(i, i + 500) });
    ids.push(...rows.map((r) => r.id));
  });
  afterAll(async () => t.drop());

  it("streams every matching row exactly once, in order, as CSV with a header and safe cells", async () => {
    const text = await readAll(streamProcessesExport({ db: t.db, format: "csv", policy: PERSONAL_DATA_SHOWN }));
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,reference,status,negativeFinish,currentStepId,flowId,accountId,appId,lang,createdAt,updatedAt");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(ids);
    expect(lines[8]).toContain(`"'=HYPERLINK(""x""),""quoted"""`);
  });

  it("applies the filter and writes JSON Lines", async () => {
    const text = await readAll(
      streamProcessesExport({ db: t.db, format: "jsonl", where: { status: "finished" }, policy: PERSONAL_DATA_SHOWN }),
    );
    const rows = text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { id: string; status: string });
    expect(rows.length).toBe(782);
    expect(rows.every((r) => r.status === "finished")).toBe(true);
  });

  it("masks each row's reference under the masking policy, and nothing else", async () => {
    const where = { id: { in: ["p-00010", "p-00012"] } };
    const read = async (policy: typeof PERSONAL_DATA_SHOWN) =>
      (await readAll(streamProcessesExport({ db: t.db, format: "jsonl", where, policy })))
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l));
    const [shown, masked] = await Promise.all([read(PERSONAL_DATA_SHOWN), read(PERSONAL_DATA_MASKED)]);
    expect(shown.map((r) => r.reference)).toEqual(["ref-10", "ref-12"]);
    expect(masked.map((r) => r.reference)).toEqual(["•••-••", "•••-••"]);
    expect(masked.map(({ reference: _, ...rest }) => rest)).toEqual(shown.map(({ reference: _, ...rest }) => rest));
  });
});
