import { maxDifferingBits, popcount, SIGNATURE_WORDS, type Signer, simhashSigner } from "./simhash";

/**
 * Faces in memory for 1:N search. Each face is a 256-bit signature (the signs of a random rotation, SimHash) and its
 * unit vector quantised to one byte per dimension (value × 127 / the row's largest magnitude) with the row's scale,
 * all in flat typed arrays (a 1024-d face takes 1 KiB + 36 bytes; 100,000 faces about 100 MiB). A search compares
 * signatures first (8 words, a popcount each) and computes the dot product only for faces whose signature is close
 * enough to reach the threshold. Quantisation moves a cosine by under 0.01, so callers re-check near the threshold.
 */
export class FaceIndex {
  readonly dimensions: number;
  private codes: Int8Array;
  private scales: Float32Array;
  private signatures: Uint32Array;
  private owners: string[] = [];
  private readonly sign: Signer;

  constructor(dimensions: number, capacity = 1024) {
    this.dimensions = dimensions;
    this.codes = new Int8Array(capacity * dimensions);
    this.scales = new Float32Array(capacity);
    this.signatures = new Uint32Array(capacity * SIGNATURE_WORDS);
    this.sign = simhashSigner(dimensions);
  }

  get size(): number {
    return this.owners.length;
  }

  /** Bytes held by the vectors and scales (what grows with the number of faces). */
  get bytes(): number {
    return this.codes.byteLength + this.scales.byteLength + this.signatures.byteLength;
  }

  add(owner: string, embedding: ArrayLike<number>): void {
    if (embedding.length !== this.dimensions) throw new Error(`a face has ${this.dimensions} dimensions, not ${embedding.length}`);
    const row = this.owners.length;
    if (row === this.scales.length) this.grow();
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
    const offset = row * this.dimensions;
    for (let i = 0; i < embedding.length; i++) this.codes[offset + i] = Math.round((embedding[i] ?? 0) * factor);
    this.scales[row] = unitLargest / 127;
    this.sign(embedding, this.signatures, row * SIGNATURE_WORDS);
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
    const codes = this.codes;
    const signatures = this.signatures;
    const querySignature = new Uint32Array(SIGNATURE_WORDS);
    this.sign(unit, querySignature, 0);
    const maxBits = maxDifferingBits(minScore);
    const found: { owner: string; score: number }[] = [];
    for (let row = 0, offset = 0; row < this.owners.length; row++, offset += dims) {
      let differing = 0;
      for (let w = 0, at = row * SIGNATURE_WORDS; w < SIGNATURE_WORDS; w++, at++)
        differing += popcount(((signatures[at] as number) ^ (querySignature[w] as number)) >>> 0);
      if (differing > maxBits) continue;
      let dot = 0;
      for (let i = 0; i < dims; i++) dot += (unit[i] as number) * (codes[offset + i] as number);
      const score = dot * (this.scales[row] as number);
      if (score >= minScore) found.push({ owner: this.owners[row] as string, score });
    }
    return found.sort((a, b) => b.score - a.score);
  }

  private grow(): void {
    const capacity = this.scales.length * 2;
    const codes = new Int8Array(capacity * this.dimensions);
    codes.set(this.codes);
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    const signatures = new Uint32Array(capacity * SIGNATURE_WORDS);
    signatures.set(this.signatures);
    this.codes = codes;
    this.scales = scales;
    this.signatures = signatures;
  }
}

export function embeddingBytes(embedding: readonly number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Float32Array.from(embedding).buffer);
}

export function embeddingFromBytes(bytes: Uint8Array): Float32Array {
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
