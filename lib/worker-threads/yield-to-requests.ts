import { setPriority } from "node:os";

/**
 * Lowers the calling worker thread's priority to `niceness` (0..19). On Linux, setpriority(2) on "this process" applies
 * to the calling thread only (and the processes it spawns inherit it): the thread answering requests wins the CPU.
 */
export function yieldToRequests(niceness: number): void {
  try {
    setPriority(niceness);
  } catch {
    // Lowering priority is an optimisation; lacking the permission is fine.
  }
}
