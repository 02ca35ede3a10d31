import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { workerEntry } from "@/lib/worker-threads/worker-entry";
import type { AnalyzeDocumentInput, DocumentAnalysis } from "../document/analyze-document";
import type { DetectedFace } from "../face/human-engine";
import type { AnalysisTask } from "./analysis-tasks";
import { asBuffer } from "./transferable";

export type AnalysisPool = {
  detectFaces(image: Buffer): Promise<DetectedFace[]>;
  analyzeDocument(input: Omit<AnalyzeDocumentInput, "detectFaces">): Promise<DocumentAnalysis>;
  /** Tasks waiting for a free worker thread. */
  queueLength(): number;
  destroy(): Promise<void>;
};

export type AnalysisPoolOptions = {
  threads?: number;
  taskTimeoutMs?: number;
  /** Linux nice value of the worker threads (0..19): 10 lets request handling win the CPU. */
  niceness?: number;
};

function reviveImages(analysis: DocumentAnalysis): DocumentAnalysis {
  const { front, back, photo } = analysis.images;
  return {
    ...analysis,
    images: {
      front: { ...front, data: asBuffer(front.data) },
      ...(back ? { back: { ...back, data: asBuffer(back.data) } } : {}),
      ...(photo ? { photo: { ...photo, data: asBuffer(photo.data) } } : {}),
    },
  };
}

/**
 * A worker_threads pool, one thread per core by default, for the CPU-heavy analysis (face model, pixel maths, OCR
 * orchestration) so the caller's event loop keeps serving requests.
 */
export function createAnalysisPool({
  threads = availableParallelism(),
  taskTimeoutMs = 60_000,
  niceness = 10,
}: AnalysisPoolOptions = {}): AnalysisPool {
  const pool = new Piscina({
    ...workerEntry(path.join(path.dirname(fileURLToPath(import.meta.url)), "analysis-worker.ts")),
    workerData: { niceness },
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  const run = async <T>(task: AnalysisTask): Promise<T> => {
    const abort = AbortSignal.timeout(taskTimeoutMs);
    return (await pool.run(task, { signal: abort })) as T;
  };
  return {
    detectFaces: (image) => run<DetectedFace[]>({ kind: "detect-faces", image }),
    analyzeDocument: async ({ front, back, ...rest }) =>
      reviveImages(await run<DocumentAnalysis>({ kind: "analyze-document", input: { ...rest, front, back } })),
    queueLength: () => pool.queueSize,
    destroy: () => pool.destroy(),
  };
}

let shared: AnalysisPool | undefined;

/** The process's one analysis pool (worker threads, models loaded once per worker), started on first use. */
export function sharedAnalysisPool(): AnalysisPool {
  shared ??= createAnalysisPool();
  return shared;
}

/** 0 while the pool has not been started (no analysis asked of this server yet). */
export function sharedAnalysisQueueLength(): number {
  return shared?.queueLength() ?? 0;
}

export async function closeSharedAnalysisPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.destroy();
}
