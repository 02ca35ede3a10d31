import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamProcessesExport } from "@/lib/exports/stream-processes-export";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
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

  it("streams every matching row exactly once, newest first as the list shows them, as CSV with a header and safe cells", async () => {
    const text = await readAll(streamProcessesExport({ db: t.db, format: "csv", policy: PERSONAL_DATA_SHOWN }));
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,reference,status,negativeFinish,currentStepId,flowId,accountId,appId,lang,createdAt,updatedAt,flowName,failureReason,decision,decisionReason,decisionComment,decidedBy,decidedAt",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([...ids].reverse());
    expect(lines.find((l) => l.startsWith("p-00007,"))).toContain(`"'=HYPERLINK(""x""),""quoted"""`);
  });

  it("follows the list's order when it is another (oldest first)", async () => {
    const text = await readAll(
      streamProcessesExport({ db: t.db, format: "csv", policy: PERSONAL_DATA_SHOWN, order: { sort: "createdAt", dir: "asc" } }),
    );
    expect(
      text
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[0]),
    ).toEqual(ids);
  });

  it("carries the flow's name, the failure and the decision in force, its comment masked for an auditor", async () => {
    await t.db.processDecision.create({
      data: {
        id: "d-1",
        processId: "p-00003",
        outcome: "rejected",
        reasonCode: "suspected-fraud",
        comment: "Called Maria Sousa",
        decidedById: "u-1",
        decidedByEmail: "rui@example.com",
        status: "final",
        createdAt: new Date("2026-03-02T10:00:00Z"),
      },
    });
    await t.db.stepRecord.create({
      data: {
        id: "r-1",
        processId: "p-00003",
        seq: 0,
        type: "step",
        action: "form",
        stepId: "form",
        status: false,
        payload: {},
        info: {},
        config: {},
        provider: {},
        error: { code: "BIOPMSSE422", message: "document: expiry_date BAD" },
        deviceType: "desktop",
      },
    });
    const read = async (policy: typeof PERSONAL_DATA_SHOWN) =>
      JSON.parse(await readAll(streamProcessesExport({ db: t.db, format: "jsonl", where: { id: "p-00003" }, policy })));
    expect(await read(PERSONAL_DATA_SHOWN)).toMatchObject({
      flowName: "Test flow",
      failureReason: "document: expiry_date BAD",
      decision: "rejected",
      decisionReason: "suspected-fraud",
      decisionComment: "Called Maria Sousa",
      decidedBy: "rui@example.com",
      decidedAt: "2026-03-02T10:00:00.000Z",
    });
    expect((await read(PERSONAL_DATA_MASKED)).decisionComment).toBe("C••••• M•••• S••••");
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
    expect(shown.map((r) => r.reference)).toEqual(["ref-12", "ref-10"]);
    expect(masked.map((r) => r.reference)).toEqual(["•••-••", "•••-••"]);
    expect(masked.map(({ reference: _, ...rest }) => rest)).toEqual(shown.map(({ reference: _, ...rest }) => rest));
  });
});
