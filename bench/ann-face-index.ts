import os from "node:os";
import { Index, MetricKind, ScalarKind } from "usearch";

/** What the bench needs of an index of faces: candidates at or above a cosine, best first. */
export type FaceCandidates = {
  readonly dimensions: number;
  readonly size: number;
  add(owner: string, embedding: ArrayLike<number>): void;
  search(query: ArrayLike<number>, minScore: number): { owner: string; score: number }[];
};

// usearch's default graph; a wider search than its default, as a missed duplicate costs more than a slower search.
const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
const EXPANSION_SEARCH = 128;
const FIRST_NEIGHBOURS = 16;

function unitVector(values: ArrayLike<number>, dimensions: number, out = new Float32Array(dimensions), at = 0): Float32Array {
  let norm = 0;
  for (let i = 0; i < dimensions; i++) norm += (values[i] ?? 0) ** 2;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < dimensions; i++) out[at + i] = (values[i] ?? 0) / norm;
  return out;
}

/**
 * The contender for bench:queue: faces in an HNSW graph (usearch, float16, cosine). The graph holds the faces minus the
 * mean of the first batch added (faces share a common direction, which leaves the graph little to steer by); the
 * scores returned are the faces' own cosines, computed from the graph's distances of the centred vectors and the norms.
 * A search asks for the nearest 16 and, while all of them still reach the threshold, four times as many.
 */
export class AnnFaceIndex implements FaceCandidates {
  readonly dimensions: number;
  private readonly graph: Index;
  private readonly owners: string[] = [];
  private mean: Float32Array | null = null;
  private meanSquared = 0;
  // Per face: its unit vector's dot product with the mean, and the norm of the unit vector minus the mean.
  private alongMean: number[] = [];
  private centredNorm: number[] = [];
  private readonly threads = Math.max(1, os.availableParallelism());

  constructor(dimensions: number) {
    this.dimensions = dimensions;
    this.graph = new Index({
      dimensions,
      metric: MetricKind.Cos,
      quantization: ScalarKind.F16,
      connectivity: CONNECTIVITY,
      expansion_add: EXPANSION_ADD,
      expansion_search: EXPANSION_SEARCH,
      multi: false,
    });
  }

  get size(): number {
    return this.owners.length;
  }

  add(owner: string, embedding: ArrayLike<number>): void {
    this.addMany([owner], [embedding]);
  }

  /** Several faces in one call, inserted on every core. */
  addMany(owners: string[], embeddings: ArrayLike<number>[]): void {
    if (owners.length === 0) return;
    const dims = this.dimensions;
    const vectors = new Float32Array(owners.length * dims);
    embeddings.forEach((embedding, i) => {
      if (embedding.length !== dims) throw new Error(`a face has ${dims} dimensions, not ${embedding.length}`);
      unitVector(embedding, dims, vectors, i * dims);
    });
    const mean = this.mean ?? this.meanOf(vectors, owners.length);
    for (let i = 0; i < owners.length; i++) {
      const [along, norm] = this.centre(vectors, i * dims, mean);
      this.alongMean.push(along);
      this.centredNorm.push(norm);
    }
    const first = this.owners.length;
    const keys = BigUint64Array.from(owners, (_, i) => BigInt(first + i));
    this.graph.add(keys, vectors, owners.length > 1 ? this.threads : 1);
    this.owners.push(...owners);
  }

  search(query: ArrayLike<number>, minScore: number): { owner: string; score: number }[] {
    if (this.size === 0 || !this.mean) return [];
    const unit = unitVector(query, this.dimensions);
    const [along, norm] = this.centre(unit, 0, this.mean);
    for (let k = Math.min(FIRST_NEIGHBOURS, this.size); ; k = Math.min(k * 4, this.size)) {
      const { keys, distances } = this.graph.search(unit, k, 1);
      const found: { owner: string; score: number }[] = [];
      for (let i = 0; i < keys.length; i++) {
        const row = Number(keys[i]);
        const centred = 1 - (distances[i] as number);
        const score = centred * norm * (this.centredNorm[row] as number) + along + (this.alongMean[row] as number) - this.meanSquared;
        if (score >= minScore) found.push({ owner: this.owners[row] as string, score });
      }
      if (found.length < keys.length || k === this.size) return found.sort((a, b) => b.score - a.score);
    }
  }

  private meanOf(vectors: Float32Array, count: number): Float32Array {
    const mean = new Float32Array(this.dimensions);
    for (let i = 0; i < count * this.dimensions; i++) {
      const at = i % this.dimensions;
      mean[at] = (mean[at] as number) + (vectors[i] as number) / count;
    }
    this.mean = mean;
    this.meanSquared = mean.reduce((sum, v) => sum + v * v, 0);
    return mean;
  }

  /** In place: the vector minus the mean; returns its dot product with the mean and the centred norm. */
  private centre(vectors: Float32Array, at: number, mean: Float32Array): [number, number] {
    let along = 0;
    let norm = 0;
    for (let i = 0; i < this.dimensions; i++) {
      along += (vectors[at + i] as number) * (mean[i] as number);
      vectors[at + i] = (vectors[at + i] as number) - (mean[i] as number);
      norm += (vectors[at + i] as number) ** 2;
    }
    return [along, Math.sqrt(norm)];
  }
}
