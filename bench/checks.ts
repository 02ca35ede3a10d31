import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import type { JobLease } from "@/lib/jobs/job-registry";
import { printAims, verdict } from "./aims";

// npm run bench:checks: the real checks on this machine. Document analysis, face compare and evidence PDF times,
// then the p99 latency of GET current step on the service (its own process, as scripts/server.ts runs it) while four
// document submissions are analysed at once, beside the same figure with nothing else running. No pass/fail.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-checks-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
  DATA_DIR: path.join(dir, "files"),
  APP_URL: "http://127.0.0.1",
  RATE_LIMIT_REQUESTS: "0",
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-0",
});

const { db } = await import("@/lib/db/client");
const { applyMigrations } = await import("@/lib/db/migrations/operations");
const { targetFromUrl } = await import("@/lib/db/migrations/target");
const { createDemoMedia, DEMO_APPLICANT } = await import("@/lib/demo/demo-media");
const { compareFaces } = await import("@/lib/analysis/face/compare-faces");
const { seedDemoAccount } = await import("@/lib/demo/seed-demo-account");
const { closeSharedAnalysisPool, sharedAnalysisPool } = await import("@/lib/analysis/runtime/analysis-pool");
const { claimJob, jobId, owedJob } = await import("@/lib/jobs/job-leases");
const { produceEvidence } = await import("@/lib/service/processes/produce-evidence");

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

async function latencyUnderLoad(url: string, headers: Record<string, string>, seconds: number, connections = 8) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      request(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`GET current step answered ${response.statusCode}`));
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
  await applyMigrations({ root: process.cwd(), target: targetFromUrl(String(process.env.DATABASE_URL)) });
  const demo = await seedDemoAccount(db());
  const media = await createDemoMedia(sharedAnalysisPool());
  const compare = () => compareFaces(sharedAnalysisPool(), media.selfie, media.otherSelfie);
  await Promise.all([compare(), compare()]); // every worker loads the face model once
  const faceCompare = await timeEach(4, compare);
  await closeSharedAnalysisPool();
  const server = spawn(path.join("node_modules", ".bin", "tsx"), ["bench/service-server.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const [port] = (await once(server.stdout, "data")) as [Buffer];
  const base = `http://127.0.0.1:${port.toString().trim()}/api`;
  const headers = { "svc-app": demo.appId, "svc-credential": demo.credential, "content-type": "application/json" };
  const call = async (url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: body ? "POST" : "GET",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const documentBody = { doctype: "idcard", front: media.idCard.front.toString("base64"), back: media.idCard.back.toString("base64") };
  // One onboarding submission of a real ID card: process, form, then the document (analysed by the pool).
  const submitDocument = async () => {
    const { processId } = await call("/processes", {});
    await call(`/processes/${processId}/step`, DEMO_APPLICANT);
    await call(`/processes/${processId}/step`, documentBody);
    return String(processId);
  };
  await submitDocument();

  const documentSubmission = await timeEach(4, submitDocument);
  // Each process gets one evidence file: time it on processes of their own, each with a form and an analysed card.
  const leases: (JobLease | null)[] = [];
  for (let i = 0; i < 6; i++) {
    const analysed = await submitDocument();
    await db().job.create({ data: owedJob("evidence", analysed, new Date()) });
    leases.push(await claimJob(db(), jobId("evidence", analysed), { isCommitter: true }));
  }
  const evidencePdf = await timeEach(leases.length, async () => {
    const lease = leases.pop();
    if (lease) await produceEvidence(db(), lease);
  });

  const { processId } = await call("/processes", {});
  const currentStep = `${base}/processes/${processId}/step`;
  const idle = await latencyUnderLoad(currentStep, headers, 6);
  let running = true;
  let submissions = 0;
  const analyses = Array.from({ length: 4 }, async () => {
    while (running) {
      await submitDocument();
      submissions++;
    }
  });
  const busy = await latencyUnderLoad(currentStep, headers, 12);
  running = false;
  await Promise.all(analyses);
  server.kill("SIGTERM");

  const p99Ratio = Number((busy.p99Ms / idle.p99Ms).toFixed(2));
  console.table({
    "document submission through the API (ms)": documentSubmission,
    "face compare (ms)": faceCompare,
    "evidence PDF, rendered and stored (ms)": evidencePdf,
  });
  console.table({ idle, [`4 document submissions at once (${submissions} done)`]: busy });
  printAims([`GET current step p99 during four document checks ≤ 2× idle: ${p99Ratio}× (${verdict(p99Ratio <= 2)})`]);
  await mkdir("bench/results", { recursive: true });
  await writeFile(
    "bench/results/checks.json",
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cores: os.availableParallelism(), documentSubmission, faceCompare, evidencePdf, currentStepLatency: { idle, busy, submissions, p99Ratio } }, null, 2)}\n`,
  );
}

await main();
process.exit(0);
