import { type AnalysisPool, createAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";

let shared: AnalysisPool | undefined;

/** The process's one analysis pool (worker threads, models loaded once per worker), started on first use. */
export function sharedAnalysisPool(): AnalysisPool {
  shared ??= createAnalysisPool();
  return shared;
}

export async function closeSharedAnalysisPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.destroy();
}
