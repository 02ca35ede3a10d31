import { FACE_ROWS_WASM } from "./face-rows-wasm";
import { FIRST_STAGE_WORDS, SIGNATURE_WORDS } from "./simhash";

const rowsModule = new WebAssembly.Module(Buffer.from(FACE_ROWS_WASM, "base64"));
const SIGNATURE_BYTES = SIGNATURE_WORDS * 4;
const FIRST_BYTES = FIRST_STAGE_WORDS * 4;
const REST_WORDS = SIGNATURE_WORDS - FIRST_STAGE_WORDS;
export const BUCKETS = 256;
const PAGE_BYTES = 65_536;
/** The query's largest component as a 16-bit integer: 127 × 8,191 × 2,048 dimensions stays within 32 bits. */
const QUERY_LARGEST = 8191;
const MAX_DIMENSIONS = 2048;

type Kernel = {
  scan(rows: number, first: number, rest: number, buckets: number, limits: number, query: number, out: number): number;
  score(
    count: number,
    rows: number,
    codes: number,
    stride: number,
    query16: number,
    scales: number,
    scores: number,
    queryScale: number,
  ): void;
};

const alignedTo16 = (bytes: number) => Math.ceil(bytes / 16) * 16;

/**
 * Up to `capacity` stored faces in one WebAssembly memory, searched by face-rows.wat: per face its SimHash signature
 * and bucket of s·c (FaceIndex), its unit vector quantised to a signed byte per dimension, and that vector's scale.
 * A search compares signatures with the processor's popcount (every face's first 256 bits, kept apart so they are read
 * in one sweep: 32 MB at a million faces; the rest only of faces within the first limit), then scores the faces that
 * pass, 16 dimensions at a time, in integers (the query's unit vector quantised to 16 bits: it moves a score by about
 * 0.0001). A face takes about 1.2 KiB at 1024 dimensions; one memory holds up to 4 GiB.
 */
export class FaceRows {
  readonly capacity: number;
  readonly dimensions: number;
  private readonly first: Uint32Array;
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
    "rest" | "codes" | "scales" | "buckets" | "limits" | "query" | "query16" | "found" | "scores" | "end",
    number
  >;
  private readonly kernel: Kernel;

  constructor(dimensions: number, capacity: number) {
    if (dimensions > MAX_DIMENSIONS) throw new Error(`a face of ${dimensions} dimensions: at most ${MAX_DIMENSIONS} are searched`);
    this.capacity = capacity;
    this.dimensions = dimensions;
    this.stride = alignedTo16(dimensions);
    const rest = capacity * FIRST_BYTES;
    const codes = rest + capacity * (SIGNATURE_BYTES - FIRST_BYTES);
    const scales = codes + capacity * this.stride;
    const buckets = scales + capacity * 4;
    const limits = alignedTo16(buckets + capacity);
    const query = limits + BUCKETS * 4;
    const query16 = query + SIGNATURE_BYTES;
    const found = query16 + this.stride * 2;
    const scores = found + capacity * 4;
    const end = scores + capacity * 4;
    this.at = { rest, codes, scales, buckets, limits, query, query16, found, scores, end };
    const memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE_BYTES) });
    this.kernel = new WebAssembly.Instance(rowsModule, { env: { memory } }).exports as unknown as Kernel;
    const { buffer } = memory;
    this.first = new Uint32Array(buffer, 0, capacity * FIRST_STAGE_WORDS);
    this.rest = new Uint32Array(buffer, rest, capacity * REST_WORDS);
    this.codes = new Int8Array(buffer, codes, capacity * this.stride);
    this.scales = new Float32Array(buffer, scales, capacity);
    this.buckets = new Uint8Array(buffer, buckets, capacity);
    this.limits = new Uint16Array(buffer, limits, BUCKETS * 2);
    this.query = new Uint32Array(buffer, query, SIGNATURE_WORDS);
    this.query16 = new Int16Array(buffer, query16, this.stride);
    this.found = new Uint32Array(buffer, found, capacity);
    this.scores = new Float32Array(buffer, scores, capacity);
  }

  get bytes(): number {
    return this.at.end;
  }

  /** A copy with room for `capacity` faces, holding this one's rows. */
  grownTo(capacity: number): FaceRows {
    const grown = new FaceRows(this.dimensions, capacity);
    grown.first.set(this.first);
    grown.rest.set(this.rest);
    grown.codes.set(this.codes);
    grown.scales.set(this.scales);
    grown.buckets.set(this.buckets);
    return grown;
  }

  /** Stores row `row`'s signature (SIGNATURE_WORDS words). */
  setSignature(row: number, signature: Uint32Array): void {
    this.first.set(signature.subarray(0, FIRST_STAGE_WORDS), row * FIRST_STAGE_WORDS);
    this.rest.set(signature.subarray(FIRST_STAGE_WORDS), row * REST_WORDS);
  }

  /**
   * The rows, of the first `rows`, whose signature differs from `signature` in at most `firstLimits[bucket]` of its
   * first 256 bits and `fullLimits[bucket]` of all 1024, in row order, each with its scale times the dot product of
   * its quantised vector with `unit` (views, valid until the next search).
   */
  search(
    rows: number,
    signature: Uint32Array,
    unit: Float32Array,
    firstLimits: ArrayLike<number>,
    fullLimits: ArrayLike<number>,
  ): { rows: Uint32Array; scores: Float32Array } {
    this.query.set(signature);
    const largest = unit.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
    const toInteger = largest > 0 ? QUERY_LARGEST / largest : 0;
    unit.forEach((value, i) => {
      this.query16[i] = Math.round(value * toInteger);
    });
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      this.limits[2 * bucket] = firstLimits[bucket] ?? 0;
      this.limits[2 * bucket + 1] = fullLimits[bucket] ?? 0;
    }
    const { at, kernel } = this;
    const count = kernel.scan(rows, 0, at.rest, at.buckets, at.limits, at.query, at.found);
    kernel.score(count, at.found, at.codes, this.stride, at.query16, at.scales, at.scores, toInteger > 0 ? 1 / toInteger : 0);
    return { rows: this.found.subarray(0, count), scores: this.scores.subarray(0, count) };
  }
}
