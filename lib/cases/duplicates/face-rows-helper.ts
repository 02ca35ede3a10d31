import { Worker } from "node:worker_threads";

/** The arguments of face-rows.wat's `part`: fourteen addresses and counts, then the query's scale. */
export type PartArguments = number[];
const INTEGER_ARGUMENTS = 14;

// Control words: [state, count, the integer arguments…, the query's scale as a float].
const STATE = 0;
const COUNT = 1;
const FIRST_ARGUMENT = 2;
const SCALE = FIRST_ARGUMENT + INTEGER_ARGUMENTS;
const IDLE = 0;
const WORKING = 1;
// A helper that has not answered in this long (its first part includes starting the thread) is given up on; its part
// is searched on the caller's thread.
const PATIENCE_MS = 10_000;

// Runs as CommonJS in the worker: waits for a part, searches it in the shared memory, says it is done.
const HELPER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { module, memory, control } = workerData;
const { part } = new WebAssembly.Instance(module, { env: { memory } }).exports;
const words = new Int32Array(control);
const floats = new Float32Array(control);
for (;;) {
  Atomics.wait(words, ${STATE}, ${IDLE});
  const integers = Array.from(words.subarray(${FIRST_ARGUMENT}, ${SCALE}));
  words[${COUNT}] = part(...integers, floats[${SCALE}]);
  Atomics.store(words, ${STATE}, ${IDLE});
  Atomics.notify(words, ${STATE});
}`;

/**
 * A second thread over the same WebAssembly memory, so a search at a million faces reads half of it on each core (the
 * sweep is bound by how fast one core reads memory). The caller hands it a part, searches the other, then waits for
 * it with Atomics (a few microseconds, no event loop): the search stays synchronous.
 */
export class FaceRowsHelper {
  private readonly worker: Worker;
  private readonly words: Int32Array;
  private readonly floats: Float32Array;
  private failed = false;
  /** Settles once the thread has exited. */
  readonly stopped: Promise<void>;

  constructor(module: WebAssembly.Module, memory: WebAssembly.Memory) {
    const control = new SharedArrayBuffer((SCALE + 1) * 4);
    this.words = new Int32Array(control);
    this.floats = new Float32Array(control);
    this.worker = new Worker(HELPER_SOURCE, { eval: true, workerData: { module, memory, control } });
    this.worker.unref();
    this.stopped = new Promise((resolve) => this.worker.once("exit", () => resolve()));
    this.worker.on("error", () => {
      this.failed = true;
    });
  }

  get usable(): boolean {
    return !this.failed;
  }

  /** Starts `part` with these arguments (integers, then the query's scale) on the helper's thread. */
  start(args: PartArguments): void {
    this.words.set(args.slice(0, INTEGER_ARGUMENTS), FIRST_ARGUMENT);
    this.floats[SCALE] = args[INTEGER_ARGUMENTS] as number;
    Atomics.store(this.words, STATE, WORKING);
    Atomics.notify(this.words, STATE);
  }

  /** The count the helper's part found, or null if it did not answer in time (it is then stopped for good). */
  finish(): number | null {
    const deadline = performance.now() + PATIENCE_MS;
    while (Atomics.load(this.words, STATE) === WORKING) {
      const left = deadline - performance.now();
      if (left <= 0 || this.failed) {
        this.close();
        return null;
      }
      Atomics.wait(this.words, STATE, WORKING, left);
    }
    return Atomics.load(this.words, COUNT);
  }

  close(): void {
    this.failed = true;
    void this.worker.terminate();
  }
}
