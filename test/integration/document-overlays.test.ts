import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cohortCharts } from "@/lib/cases/cohort/cohort-charts";
import { maskProcessRecord } from "@/lib/records/mask-personal-data";
import { createProcess } from "@/lib/service/processes/create-process";
import { getProcessRecord } from "@/lib/service/processes/get-process-record";
import { submitStep } from "@/lib/service/processes/submit-step";
import { documentGeometryOf } from "@/lib/steps/document/reader";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { withLocalChecks } from "@/test/support/local-checks";
import { accountWithFlow, contextFor } from "@/test/support/service";

// The built-in document check on the demo ID card: what it measured where is kept in its result, and a finished
// process's scores reach the cohort table.

const b64 = (bytes: Buffer) => bytes.toString("base64");
const step = (id: string, type: string) => ({
  id,
  name: `Step ${id}`,
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: { type, settings: {}, provider: { providerId: "local", provider: type } },
});
const reviewer = { id: "u-reviewer", email: "rita@example.com", name: "Rita", role: "reviewer" as const, sessionId: "s-1" };

const demo = withLocalChecks();

describe.each(DATABASE_KINDS)("document overlays and cohort scores on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("stores the card outline, the face box and every MRZ cell with its reading and certainty; the finished process's scores", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [
      step("document", "document-ocr"),
      step("liveness", "face-liveness-3d"),
      step("compare", "face-compare-2d2d"),
    ]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const submit = (body: unknown) => submitStep({ db, context: contextFor(caller), processId, body });

    await submit({ doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) });
    let record = await getProcessRecord({ db, caller, processId });
    const documentRecord = record.data[0];
    if (!documentRecord) throw new Error("no document record");
    const geometry = documentGeometryOf(documentRecord);
    if (!geometry) throw new Error("the document result keeps no geometry");

    const { front, back, mrzZone } = geometry;
    expect(front.cardOutline).toHaveLength(4);
    for (const [x, y] of front.cardOutline ?? []) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(front.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(front.height);
    }
    expect(back?.cardOutline).toHaveLength(4);
    // The portrait sits in the card's left half, on the front.
    const face = front.face;
    if (!face) throw new Error("no face box on the front");
    expect(face.score).toBeGreaterThan(0.5);
    expect(face.box[0] + face.box[2] / 2).toBeLessThan(front.width / 2);
    expect(face.box[2]).toBeGreaterThan(front.width / 20);

    // A Portuguese ID card: a TD1 zone of three lines of thirty characters, on the back.
    if (!mrzZone) throw new Error("no MRZ zone");
    expect(mrzZone.side).toBe("back");
    expect(mrzZone.layout).toBe("TD1");
    expect(mrzZone.cells).toHaveLength(90);
    const firstLine = mrzZone.cells
      .filter((cell) => cell.line === 0)
      .sort((a, b) => a.column - b.column)
      .map((cell) => cell.character)
      .join("");
    expect(firstLine).toMatch(/^I<PRTC12345678/);
    for (const cell of mrzZone.cells) {
      expect(cell.score).toBeGreaterThan(0);
      expect(cell.margin).toBeGreaterThanOrEqual(0);
      expect(typeof cell.isUncertain).toBe("boolean");
      expect(cell.centre[0]).toBeLessThanOrEqual(back?.width ?? 0);
    }
    // Cells run left to right along the line.
    const [a, b] = mrzZone.cells;
    expect((b?.centre[0] ?? 0) - (a?.centre[0] ?? 0)).toBeCloseTo(a?.pitch ?? 0, -1);

    // An auditor's copy keeps the boxes and certainties, not what the cells read.
    const masked = documentGeometryOf(maskProcessRecord(record).data[0] ?? documentRecord);
    expect(masked?.mrzZone?.cells).toHaveLength(90);
    expect(new Set(masked?.mrzZone?.cells.map((cell) => cell.character))).toEqual(new Set(["•••"]));
    expect(masked?.mrzZone?.cells[5]?.score).toBe(mrzZone.cells[5]?.score);
    expect(masked?.front.cardOutline).toEqual(front.cardOutline);

    await submit({ reference: "selfie-1", template: "vendor-scan", photo: b64(demo.media.selfie) });
    record = await getProcessRecord({ db, caller, processId });
    const portrait = String((record.data[0]?.provider.result as { images?: { photo?: string } } | undefined)?.images?.photo);
    expect(await submit({ template1: String(record.data[1]?.payload.photo), template2: portrait })).toEqual({ finished: true });

    const rows = await db.processScore.findMany({ where: { processId }, orderBy: { metric: "asc" } });
    expect(rows.map((row) => row.metric)).toEqual(expect.arrayContaining(["document-focus", "document-glare", "face-match"]));
    expect(rows.every((row) => row.accountId === caller.accountId)).toBe(true);

    // Alone in its account: an honest empty cohort, its own score left out.
    record = await getProcessRecord({ db, caller, processId });
    const charts = await cohortCharts(db, reviewer, record);
    const match = charts.find((chart) => chart.metric === "face-match");
    expect(match).toMatchObject({ cohort: 0, histogram: null });
    expect(match?.score).toBe(rows.find((row) => row.metric === "face-match")?.score);

    // Beside 1,005 other processes of its account and one of another account: the chart counts the newest 1,000 of
    // its own account's others (the five oldest, far below the rest, fall outside the window), never itself.
    const finishedAt = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);
    const scoreOf = (i: number) => (i < 5 ? 0.01 : 0.5 + (i % 50) / 100);
    await db.processScore.createMany({
      data: [
        ...Array.from({ length: 1005 }, (_, i) => ({
          processId: `other-${i}`,
          metric: "face-match",
          accountId: caller.accountId,
          score: scoreOf(i),
          threshold: 0.8,
          finishedAt: finishedAt(i),
        })),
        {
          processId: "elsewhere",
          metric: "face-match",
          accountId: "another-account",
          score: 0.02,
          threshold: 0.8,
          finishedAt: finishedAt(2000),
        },
      ],
    });
    const cohort = (await cohortCharts(db, reviewer, record)).find((chart) => chart.metric === "face-match");
    const own = match?.score ?? Number.NaN;
    const window = Array.from({ length: 1000 }, (_, i) => scoreOf(i + 5));
    expect(cohort).toMatchObject({ cohort: 1000, histogram: { count: 1000 } });
    expect(cohort?.histogram?.below).toBe(window.filter((value) => value < own).length);
    expect(cohort?.histogram?.equal).toBe(window.filter((value) => value === own).length);
    expect(cohort?.histogram?.bins.filter((bin) => bin.to <= 0.5).reduce((sum, bin) => sum + bin.count, 0)).toBe(0);
  });
});
