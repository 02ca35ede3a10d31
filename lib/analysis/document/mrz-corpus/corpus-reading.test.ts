import { describe, expect, it } from "vitest";
import { analyzeDocument } from "../analyze-document";
import { corpusDocument } from "./generate-corpus";
import { type ReadingScore, scoreReading } from "./score-reading";

// Issue 14, acceptance 2: a seeded corpus of every layout and damage level, read by the real analysis.
const SEED = 14;
const DOCUMENTS = 60;
const today = new Date("2026-11-22T00:00:00Z");

describe("reading the seeded MRZ corpus", () => {
  it(`reads ${DOCUMENTS} documents of every layout exactly and never marks a wrong value GOOD`, { timeout: 900_000 }, async () => {
    const scores: (ReadingScore & { level: string; index: number; layout: string })[] = [];
    for (let index = 0; index < DOCUMENTS; index++) {
      const document = await corpusDocument(SEED, index);
      const analysis = await analyzeDocument({ doctype: document.doctype, front: document.front, back: document.back, today });
      scores.push({ ...scoreReading(document.mrzLines, analysis), level: document.level, index, layout: document.layout });
    }
    const rate = (subset: typeof scores) =>
      subset.filter((s) => s.exact.documentNumber && s.exact.birthDate && s.exact.expiryDate).length / subset.length;
    const summary = {
      exactAll: rate(scores),
      exactClean: rate(scores.filter((s) => s.level === "clean")),
      wrongGood: scores.filter((s) => s.wrongGood.length > 0).length,
      misread: scores
        .filter((s) => !(s.exact.documentNumber && s.exact.birthDate && s.exact.expiryDate) || s.wrongGood.length > 0)
        .map((s) => `${s.index} ${s.layout} ${s.level}${s.wrongGood.length > 0 ? ` GOOD but wrong: ${s.wrongGood.join(" ")}` : ""}`),
    };
    const figures = JSON.stringify(summary);
    expect(summary.wrongGood, figures).toBe(0);
    expect(summary.exactClean, figures).toBe(1);
    expect(summary.exactAll, figures).toBeGreaterThanOrEqual(0.95);
  });
});
