import { BUCKETS as ALONG_BUCKETS, FaceRows } from "./face-rows";
import { maxDifferingBits, SIGNATURE_WORDS, type Signer, STAGE_WORDS, simhashSigner } from "./simhash";

/** The mean of the faces' unit vectors: the centre a FaceIndex signs from (faces of a model share a direction). */
export function meanFace(embeddings: ArrayLike<number>[], dimensions: number): Float32Array {
  const mean = new Float32Array(dimensions);
  for (const embedding of embeddings) {
    let norm = 0;
    for (let i = 0; i < dimensions; i++) norm += (embedding[i] ?? 0) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dimensions; i++) mean[i] = (mean[i] as number) + (embedding[i] ?? 0) / norm / embeddings.length;
  }
  return mean;
}

/**
 * Faces in memory for 1:N search. Each face is its unit vector quantised to one byte per dimension (value × 127 / the
 * row's largest magnitude) with the row's scale, and a 1024-bit signature (SimHash: the signs of a random rotation) of
 * the unit vector minus a fixed centre, all in one WebAssembly memory (FaceRows; a 1024-d face takes about 1.2 KiB).
 *
 * Why the centre: a face model's vectors share a direction, so two strangers already score 0.2–0.6 and their angles
 * hardly differ from a duplicate's; minus the mean face, strangers are near orthogonal and a duplicate is not. A pair
 * at cosine τ has, centred, a cosine of at least (τ − q·c − s·c + c·c) / (|q − c| |s − c|), which depends on the row
 * only through s·c (kept per row, in one of 256 buckets): the search skips a face whose signature differs in more bits
 * than that bound allows (4.5 standard deviations, on the first 256 bits, the first 512, then all 1024), and computes the dot
 * product of the others (both passes in WebAssembly). Any centre keeps this exact (zeros: no centring); the mean face
 * makes it selective.
 * Quantisation moves a cosine by under 0.01, so callers re-check near the threshold.
 */
export class FaceIndex {
  readonly dimensions: number;
  private rows: FaceRows;
  private owners: string[] = [];
  private readonly sign: Signer;
  private readonly centre: Float32Array;
  private readonly centreSquared: number;
  private readonly centreNorm: number;
  private readonly work: Float32Array;
  private readonly signature = new Uint32Array(SIGNATURE_WORDS);

  constructor(dimensions: number, capacity = 1024, centre: ArrayLike<number> = new Float32Array(dimensions)) {
    this.dimensions = dimensions;
    this.rows = new FaceRows(dimensions, capacity);
    this.sign = simhashSigner(dimensions);
    this.centre = Float32Array.from({ length: dimensions }, (_, i) => centre[i] ?? 0);
    this.centreSquared = this.centre.reduce((sum, v) => sum + v * v, 0);
    this.centreNorm = Math.sqrt(this.centreSquared);
    this.work = new Float32Array(dimensions);
  }

  get size(): number {
    return this.owners.length;
  }

  /** Bytes held by the vectors, scales and signatures (what grows with the number of faces). */
  get bytes(): number {
    return this.rows.bytes;
  }

  /** Frees what the index holds outside the JavaScript heap's reach (its search thread); the index is not used after. */
  close(): Promise<void> {
    return this.rows.close();
  }

  add(owner: string, embedding: ArrayLike<number>): void {
    if (embedding.length !== this.dimensions) throw new Error(`a face has ${this.dimensions} dimensions, not ${embedding.length}`);
    const row = this.owners.length;
    if (row === this.rows.capacity) this.rows = this.rows.grownTo(Math.max(1, row * 2));
    let norm = 0;
    let largest = 0;
    for (let i = 0; i < embedding.length; i++) {
      const v = embedding[i] ?? 0;
      norm += v * v;
      largest = Math.max(largest, Math.abs(v));
    }
    norm = Math.sqrt(norm);
    const unitLargest = norm > 0 ? largest / norm : 0;
    const factor = unitLargest > 0 ? 127 / (unitLargest * norm) : 0;
    const offset = row * this.rows.stride;
    for (let i = 0; i < embedding.length; i++) this.rows.codes[offset + i] = Math.round((embedding[i] ?? 0) * factor);
    this.rows.scales[row] = unitLargest / 127;
    const along = this.centred(embedding, norm || 1);
    this.rows.buckets[row] = this.bucketOf(along);
    this.sign(this.work, this.signature, 0);
    this.rows.setSignature(row, this.signature);
    this.owners.push(owner);
  }

  /**
   * Every face whose cosine similarity to `query` is at least `minScore`, best first (scores within ±0.01); a face
   * whose signature differs in more bits than a pair at `minScore` would (beyond 4.5 standard deviations) is skipped.
   */
  search(query: ArrayLike<number>, minScore: number): { owner: string; score: number }[] {
    const dims = this.dimensions;
    const unit = new Float32Array(dims);
    let norm = 0;
    for (let i = 0; i < dims; i++) norm += (query[i] ?? 0) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dims; i++) unit[i] = (query[i] ?? 0) / norm;
    const querySignature = new Uint32Array(SIGNATURE_WORDS);
    const queryAlong = this.centred(unit, 1);
    this.sign(this.work, querySignature, 0);
    const passed = this.rows.search(this.owners.length, querySignature, unit, this.bitLimits(minScore, queryAlong));
    const found: { owner: string; score: number }[] = [];
    passed.rows.forEach((row, i) => {
      const score = passed.scores[i] as number;
      if (score >= minScore) found.push({ owner: this.owners[row] as string, score });
    });
    return found.sort((a, b) => b.score - a.score);
  }

  /** Into `work`: the unit vector of `vector` minus the centre; returns the unit vector's dot product with the centre. */
  private centred(vector: ArrayLike<number>, norm: number): number {
    let along = 0;
    for (let i = 0; i < this.dimensions; i++) {
      const v = (vector[i] ?? 0) / norm;
      along += v * (this.centre[i] as number);
      this.work[i] = v - (this.centre[i] as number);
    }
    return along;
  }

  /** s·c lies in [−|c|, |c|]: bucket i covers the i-th of 256 equal slices. */
  private bucketOf(along: number): number {
    if (this.centreNorm === 0) return 0;
    const slice = Math.floor(((along + this.centreNorm) / (2 * this.centreNorm)) * ALONG_BUCKETS);
    return Math.max(0, Math.min(ALONG_BUCKETS - 1, slice));
  }

  /**
   * Per stage and bucket, the most differing bits (over the stage's first words) a face of that bucket at cosine
   * `minScore` with the query may show: from the lowest centred cosine over the bucket's range of s·c. As a function of a = s·c the bound is
   * (K − a) / (|q − c| √(1 + c·c − 2a)) with K = minScore − q·c + c·c: falling, then rising, lowest at a = 1 + c·c − K.
   */
  private bitLimits(minScore: number, queryAlong: number): Int16Array[] {
    const squared = this.centreSquared;
    const queryNorm = Math.sqrt(Math.max(1e-12, 1 - 2 * queryAlong + squared));
    const k = minScore - queryAlong + squared;
    const bound = (a: number) => (k - a) / (queryNorm * Math.sqrt(Math.max(1e-12, 1 + squared - 2 * a)));
    const limits = STAGE_WORDS.map(() => new Int16Array(ALONG_BUCKETS));
    const width = (2 * this.centreNorm) / ALONG_BUCKETS;
    for (let b = 0; b < ALONG_BUCKETS; b++) {
      const [low, high] = this.centreNorm === 0 ? [0, 0] : [-this.centreNorm + b * width, -this.centreNorm + (b + 1) * width];
      const lowest = bound(Math.max(low, Math.min(high, 1 + squared - k)));
      STAGE_WORDS.forEach((words, stage) => {
        (limits[stage] as Int16Array)[b] = maxDifferingBits(lowest, words * 32);
      });
    }
    return limits;
  }
}

export function embeddingBytes(embedding: readonly number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Float32Array.from(embedding).buffer);
}

export function embeddingFromBytes(bytes: Uint8Array): Float32Array {
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
