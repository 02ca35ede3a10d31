import { FaceRowsHelper, type PartArguments } from "./face-rows-helper";
import { FACE_ROWS_WASM } from "./face-rows-wasm";
import { SIGNATURE_WORDS, STAGE_WORDS } from "./simhash";

const rowsModule = new WebAssembly.Module(Buffer.from(FACE_ROWS_WASM, "base64"));
const SIGNATURE_BYTES = SIGNATURE_WORDS * 4;
const [FIRST_WORDS, SECOND_END] = STAGE_WORDS;
const SECOND_WORDS = SECOND_END - FIRST_WORDS;
const REST_WORDS = SIGNATURE_WORDS - SECOND_END;
export const BUCKETS = 256;
/** Per bucket: the three stages' limits and an unused fourth, so a bucket's limits are 8 bytes apart. */
const LIMITS_PER_BUCKET = 4;
const PAGE_BYTES = 65_536;
/** The query's largest component as a 16-bit integer: 127 × 8,191 × 2,048 dimensions stays within 32 bits. */
const QUERY_LARGEST = 8191;
const MAX_DIMENSIONS = 2048;

/** face-rows.wat's `part`: the rows of [from, to) within the limits, written from `out`, scored from `scores`. */
type Kernel = { part(...args: PartArguments): number };

/** From this many faces a search is split between two threads (below, a thread hop costs more than it saves). */
export const TWO_THREADS_FROM = 65_536;

const alignedTo16 = (bytes: number) => Math.ceil(bytes / 16) * 16;

/**
 * Up to `capacity` stored faces in one WebAssembly memory, searched by face-rows.wat: per face its SimHash signature
 * and bucket of s·c (FaceIndex), its unit vector quantised to a signed byte per dimension, and that vector's scale.
 * A search compares signatures with the processor's popcount in three stages (every face's first 256 bits, kept apart
 * so they are read in one sweep: 32 MB at a million faces; the next 256 only of faces within the first limit, the last
 * 512 only of faces within the second; each part in its own plane), then scores the faces that
 * pass, 16 dimensions at a time, in integers (the query's unit vector quantised to 16 bits: it moves a score by about
 * 0.0001). A face takes about 1.2 KiB at 1024 dimensions; one memory holds up to 4 GiB.
 */
export class FaceRows {
  readonly capacity: number;
  readonly dimensions: number;
  private readonly first: Uint32Array;
  private readonly second: Uint32Array;
  private readonly rest: Uint32Array;
  readonly buckets: Uint8Array;
  /** Row r's quantised vector: from r·stride, `dimensions` bytes (then zeros). */
  readonly codes: Int8Array;
  readonly stride: number;
  readonly scales: Float32Array;
  private readonly limits: Uint16Array;
  private readonly query: Uint32Array;
  private readonly query16: Int16Array;
  private readonly found: Uint32Array;
  private readonly scores: Float32Array;
  private readonly at: Record<
    "second" | "rest" | "codes" | "scales" | "buckets" | "limits" | "query" | "query16" | "found" | "scores" | "end",
    number
  >;
  private readonly kernel: Kernel;
  private readonly memory: WebAssembly.Memory;
  private readonly twoThreadsFrom: number;
  private helper: FaceRowsHelper | null = null;

  constructor(dimensions: number, capacity: number, twoThreadsFrom = TWO_THREADS_FROM) {
    if (dimensions > MAX_DIMENSIONS) throw new Error(`a face of ${dimensions} dimensions: at most ${MAX_DIMENSIONS} are searched`);
    this.capacity = capacity;
    this.dimensions = dimensions;
    this.twoThreadsFrom = twoThreadsFrom;
    this.stride = alignedTo16(dimensions);
    const second = capacity * FIRST_WORDS * 4;
    const rest = second + capacity * SECOND_WORDS * 4;
    const codes = rest + capacity * REST_WORDS * 4;
    const scales = codes + capacity * this.stride;
    const buckets = scales + capacity * 4;
    const limits = alignedTo16(buckets + capacity);
    const query = limits + BUCKETS * LIMITS_PER_BUCKET * 2;
    const query16 = query + SIGNATURE_BYTES;
    const found = query16 + this.stride * 2;
    const scores = found + capacity * 4;
    const end = scores + capacity * 4;
    this.at = { second, rest, codes, scales, buckets, limits, query, query16, found, scores, end };
    const pages = Math.ceil(end / PAGE_BYTES);
    const memory = new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true });
    this.memory = memory;
    this.kernel = new WebAssembly.Instance(rowsModule, { env: { memory } }).exports as unknown as Kernel;
    const { buffer } = memory;
    this.first = new Uint32Array(buffer, 0, capacity * FIRST_WORDS);
    this.second = new Uint32Array(buffer, second, capacity * SECOND_WORDS);
    this.rest = new Uint32Array(buffer, rest, capacity * REST_WORDS);
    this.codes = new Int8Array(buffer, codes, capacity * this.stride);
    this.scales = new Float32Array(buffer, scales, capacity);
    this.buckets = new Uint8Array(buffer, buckets, capacity);
    this.limits = new Uint16Array(buffer, limits, BUCKETS * LIMITS_PER_BUCKET);
    this.query = new Uint32Array(buffer, query, SIGNATURE_WORDS);
    this.query16 = new Int16Array(buffer, query16, this.stride);
    this.found = new Uint32Array(buffer, found, capacity);
    this.scores = new Float32Array(buffer, scores, capacity);
  }

  get bytes(): number {
    return this.at.end;
  }

  /** Stops the second thread, if one was started (it holds the memory: a dropped FaceRows must be closed). */
  close(): Promise<void> {
    const stopped = this.helper?.stopped ?? Promise.resolve();
    this.helper?.close();
    this.helper = null;
    return stopped;
  }

  /** A copy with room for `capacity` faces, holding this one's rows (this one is closed). */
  grownTo(capacity: number): FaceRows {
    void this.close();
    const grown = new FaceRows(this.dimensions, capacity, this.twoThreadsFrom);
    grown.first.set(this.first);
    grown.second.set(this.second);
    grown.rest.set(this.rest);
    grown.codes.set(this.codes);
    grown.scales.set(this.scales);
    grown.buckets.set(this.buckets);
    return grown;
  }

  /** Stores row `row`'s signature (SIGNATURE_WORDS words). */
  setSignature(row: number, signature: Uint32Array): void {
    this.first.set(signature.subarray(0, FIRST_WORDS), row * FIRST_WORDS);
    this.second.set(signature.subarray(FIRST_WORDS, SECOND_END), row * SECOND_WORDS);
    this.rest.set(signature.subarray(SECOND_END), row * REST_WORDS);
  }

  /**
   * The rows, of the first `rows`, whose signature differs from `signature` in at most `stageLimits[s][bucket]` of the
   * first `STAGE_WORDS[s]` words at every stage s, in row order, each with its scale times the dot product of its
   * quantised vector with `unit` (views, valid until the next search).
   */
  search(
    rows: number,
    signature: Uint32Array,
    unit: Float32Array,
    stageLimits: readonly ArrayLike<number>[],
  ): { rows: Uint32Array; scores: Float32Array } {
    this.query.set(signature);
    const largest = unit.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
    const toInteger = largest > 0 ? QUERY_LARGEST / largest : 0;
    unit.forEach((value, i) => {
      this.query16[i] = Math.round(value * toInteger);
    });
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      STAGE_WORDS.forEach((_, stage) => {
        this.limits[LIMITS_PER_BUCKET * bucket + stage] = stageLimits[stage]?.[bucket] ?? 0;
      });
    }
    const { at } = this;
    const part = (from: number, to: number): PartArguments => [
      from,
      to,
      0,
      at.second,
      at.rest,
      at.buckets,
      at.limits,
      at.query,
      at.codes,
      this.stride,
      at.query16,
      at.scales,
      at.found + from * 4,
      at.scores + from * 4,
      toInteger > 0 ? 1 / toInteger : 0,
    ];
    const helper = this.helperFor(rows);
    if (!helper) {
      const count = this.kernel.part(...part(0, rows));
      return { rows: this.found.subarray(0, count), scores: this.scores.subarray(0, count) };
    }
    // The helper searches the second half, writing from the half's place (past anything the first half can find).
    const half = rows >>> 1;
    helper.start(part(half, rows));
    const mine = this.kernel.part(...part(0, half));
    const theirs = helper.finish() ?? this.kernel.part(...part(half, rows));
    this.found.copyWithin(mine, half, half + theirs);
    this.scores.copyWithin(mine, half, half + theirs);
    return { rows: this.found.subarray(0, mine + theirs), scores: this.scores.subarray(0, mine + theirs) };
  }

  private helperFor(rows: number): FaceRowsHelper | null {
    if (rows < this.twoThreadsFrom) return null;
    if (this.helper && !this.helper.usable) return null;
    this.helper ??= new FaceRowsHelper(rowsModule, this.memory);
    return this.helper;
  }
}
