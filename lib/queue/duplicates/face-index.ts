/**
 * Faces in memory for 1:N search: one flat Int8Array of unit vectors quantised per row (value × 127 / the row's
 * largest magnitude) and the row's scale, so a search is one dot-product pass over contiguous bytes: 1 byte per
 * dimension (a 1024-d face is 1 KiB, 100,000 faces 100 MiB) instead of a decoded template per comparison.
 * Quantisation moves a cosine by under 0.01, so callers re-check scores near their threshold exactly.
 */
export class FaceIndex {
  readonly dimensions: number;
  private codes: Int8Array;
  private scales: Float32Array;
  private owners: string[] = [];

  constructor(dimensions: number, capacity = 1024) {
    this.dimensions = dimensions;
    this.codes = new Int8Array(capacity * dimensions);
    this.scales = new Float32Array(capacity);
  }

  get size(): number {
    return this.owners.length;
  }

  /** Bytes held by the vectors and scales (what grows with the number of faces). */
  get bytes(): number {
    return this.codes.byteLength + this.scales.byteLength;
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
    this.owners.push(owner);
  }

  /** Every face whose cosine similarity to `query` is at least `minScore`, best first (approximate to ±0.01). */
  search(query: ArrayLike<number>, minScore: number): { owner: string; score: number }[] {
    const dims = this.dimensions;
    const unit = new Float32Array(dims);
    let norm = 0;
    for (let i = 0; i < dims; i++) norm += (query[i] ?? 0) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dims; i++) unit[i] = (query[i] ?? 0) / norm;
    const codes = this.codes;
    const found: { owner: string; score: number }[] = [];
    for (let row = 0, offset = 0; row < this.owners.length; row++, offset += dims) {
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
    this.codes = codes;
    this.scales = scales;
  }
}

export function embeddingBytes(embedding: readonly number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Float32Array.from(embedding).buffer);
}

export function embeddingFromBytes(bytes: Uint8Array): Float32Array {
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
