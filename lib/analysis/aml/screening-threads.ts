import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { workerEntry } from "@/lib/worker-threads/worker-entry";
import type { TSanctionsEntry } from "./sanctions-entry";
import type { ScreeningResult, ScreenNameInput } from "./screen-name";

export type ScreeningInput = Omit<ScreenNameInput, "list">;
export type ScreeningTask = { inputs: ScreeningInput[] };

export type ScreeningThreads = {
  /** `screenNameIndexed` of each input, in order, spread over the threads. */
  screen(inputs: ScreeningInput[]): Promise<ScreeningResult[]>;
  close(): Promise<void>;
};

// A page split this many times per thread: a thread that drew the slower names does not keep the others waiting long.
const CHUNKS_PER_THREAD = 4;

/**
 * Worker threads that each index the list once (`indexSanctionsList`) and screen names against it: re-screening a
 * million processes is CPU-bound work a single thread does in half the time two do. Below the server's thread in
 * priority (`niceness`), as the analyses are.
 */
export function screeningThreads(
  entries: TSanctionsEntry[],
  { threads = availableParallelism(), niceness = 10 }: { threads?: number; niceness?: number } = {},
): ScreeningThreads {
  const pool = new Piscina({
    ...workerEntry(path.join(path.dirname(fileURLToPath(import.meta.url)), "screening-worker.ts")),
    workerData: { entries, niceness },
    minThreads: threads,
    maxThreads: threads,
  });
  return {
    async screen(inputs) {
      const size = Math.max(1, Math.ceil(inputs.length / (threads * CHUNKS_PER_THREAD)));
      const chunks: ScreeningInput[][] = [];
      for (let start = 0; start < inputs.length; start += size) chunks.push(inputs.slice(start, start + size));
      const results = await Promise.all(chunks.map((chunk) => pool.run({ inputs: chunk } satisfies ScreeningTask)));
      return (results as ScreeningResult[][]).flat();
    },
    close: () => pool.destroy(),
  };
}
