import { mkdir, readFile, writeFile } from "node:fs/promises";
import { Agent, createServer, request } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { renderDemoDocument } from "@/lib/providers/document/render-demo-document";
import { renderEvidencePdf } from "@/lib/providers/evidence/render-evidence-pdf";
import { compareFaces } from "@/lib/providers/face/compare-faces";
import { createAnalysisPool } from "@/lib/providers/runtime/analysis-pool";

// Measures the providers on this machine: document analysis, face compare and evidence PDF, then the p99 latency
// of a JSON endpoint on the same event loop while four document analyses run on the worker pool.

const require = createRequire(import.meta.url);
const samples = path.join(path.dirname(require.resolve("@vladmandic/face-api/package.json")), "demo");

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

async function timeEach(count: number, task: () => Promise<unknown>): Promise<{ meanMs: number; p50Ms: number; maxMs: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return {
    meanMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
    p50Ms: Math.round(percentile(times, 0.5)),
    maxMs: Math.round(Math.max(...times)),
  };
}

async function latencyUnderLoad(
  url: string,
  seconds: number,
  connections = 8,
): Promise<{ requests: number; p50Ms: number; p99Ms: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      request(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - started);
          resolve();
        });
      })
        .on("error", reject)
        .end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await get();
    }),
  );
  agent.destroy();
  return {
    requests: latencies.length,
    p50Ms: Number(percentile(latencies, 0.5).toFixed(2)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(2)),
  };
}

async function main() {
  const pool = createAnalysisPool();
  const [group, other] = await Promise.all([readFile(path.join(samples, "sample3.jpg")), readFile(path.join(samples, "sample6.jpg"))]);
  const [face] = await pool.detectFaces(group);
  if (!face) throw new Error("sample3.jpg should show a face");
  const [x, y, w, h] = face.box.map(Math.round) as [number, number, number, number];
  const portrait = await sharp(group)
    .extract({ left: Math.max(0, x - w), top: Math.max(0, y - h), width: w * 3, height: h * 3 })
    .jpeg()
    .toBuffer();
  const document = await renderDemoDocument(portugueseIdCard, { portrait });
  const analyze = () => pool.analyzeDocument({ doctype: "idcard", front: document.front, back: document.back });
  await Promise.all([analyze(), analyze()]);

  const documentAnalysis = await timeEach(4, analyze);
  const faceCompare = await timeEach(4, () => compareFaces(pool, portrait, other));
  const evidenceInput = {
    process: { id: "bench-process", status: "finished", createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() },
    steps: [
      {
        stepId: "doc",
        action: "document-ocr",
        status: true,
        createdAt: new Date().toISOString(),
        images: [{ label: "front", data: document.front, contentType: "image/jpeg" }],
      },
    ],
    events: [{ type: "process-created", createdAt: new Date().toISOString() }],
    files: [{ bucket: "attachments", id: "front", data: document.front }],
  };
  await renderEvidencePdf(evidenceInput);
  const evidencePdf = await timeEach(10, () => renderEvidencePdf(evidenceInput));

  const stepView = JSON.stringify({
    data: { processId: "p", step: { id: "s1", name: "Document", action: { type: "document-ocr" } } },
    meta: { code: "BIOPMSCS001" },
    status: true,
  });
  const server = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(stepView);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/processes/p/step`;
  const idle = await latencyUnderLoad(url, 4);
  let running = true;
  const analyses = Array.from({ length: 4 }, async () => {
    while (running) await analyze();
  });
  const busy = await latencyUnderLoad(url, 8);
  running = false;
  await Promise.all(analyses);
  server.close();
  await pool.destroy();

  const results = {
    measuredAt: new Date().toISOString(),
    documentAnalysis,
    faceCompare,
    evidencePdf,
    currentStepLatency: { idle, whileFourDocumentAnalysesRun: busy, p99Ratio: Number((busy.p99Ms / idle.p99Ms).toFixed(2)) },
  };
  console.table({
    "document analysis (ms)": documentAnalysis,
    "face compare (ms)": faceCompare,
    "evidence PDF (ms)": evidencePdf,
  });
  console.table({ idle, "4 analyses running": busy });
  console.log(`p99 ratio busy/idle: ${results.currentStepLatency.p99Ratio}`);
  await mkdir("bench/results", { recursive: true });
  await writeFile("bench/results/providers.json", `${JSON.stringify(results, null, 2)}\n`);
}

await main();
