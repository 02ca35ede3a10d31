import { FaceIndex } from "@/lib/cases/duplicates/face-index";

// The duplicate face search: the in-memory index (one Int8Array, a dot product per face) against a plain linear
// scan over the stored float32 embeddings (one array per face, cosine computed per pair), same faces, same queries.
const DIMENSIONS = 1024;
const THRESHOLD = 0.7;

/** A deterministic pseudo-random generator (mulberry32), so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Embedding-like vectors: every component around zero; a near copy of another adds noise (cosine ≈ 0.9). */
function vector(next: () => number, base?: Float32Array): Float32Array {
  const out = new Float32Array(DIMENSIONS);
  for (let i = 0; i < DIMENSIONS; i++) out[i] = (base ? (base[i] as number) : 0) + (next() - 0.5) * (base ? 0.5 : 1);
  return out;
}

function plainCosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] as number) * (b[i] as number);
    normA += (a[i] as number) ** 2;
    normB += (b[i] as number) ** 2;
  }
  return dot / Math.sqrt(normA * normB);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

export function benchFaceSearch(count: number, queries = 20) {
  const next = random(count);
  const stored: Float32Array[] = Array.from({ length: count }, () => vector(next));
  const heapBefore = process.memoryUsage();
  const builtAt = performance.now();
  const index = new FaceIndex(DIMENSIONS, count);
  stored.forEach((face, i) => {
    index.add(`p${i}`, face);
  });
  const buildMs = performance.now() - builtAt;
  // Half the queries are another capture of a stored face, half are strangers.
  const asked = Array.from({ length: queries }, (_, i) => (i % 2 === 0 ? vector(next, stored[Math.floor(next() * count)]) : vector(next)));
  const indexTimes: number[] = [];
  const linearTimes: number[] = [];
  let agreed = 0;
  let found = 0;
  for (const query of asked) {
    let start = performance.now();
    const fromIndex = index
      .search(query, THRESHOLD - 0.01)
      .filter((hit) => plainCosine(query, stored[Number(hit.owner.slice(1))] as Float32Array) >= THRESHOLD);
    indexTimes.push(performance.now() - start);
    start = performance.now();
    const fromScan = stored.flatMap((face, i) => (plainCosine(query, face) >= THRESHOLD ? [`p${i}`] : []));
    linearTimes.push(performance.now() - start);
    found += fromScan.length;
    if (
      fromIndex
        .map((hit) => hit.owner)
        .sort()
        .join() === fromScan.sort().join()
    )
      agreed++;
  }
  return {
    faces: count,
    "index ms/search": median(indexTimes).toFixed(1),
    "linear scan ms/search": median(linearTimes).toFixed(1),
    "× linear": (median(indexTimes) / median(linearTimes)).toFixed(2),
    "index MiB": mib(index.bytes),
    "float32 embeddings MiB": mib(count * DIMENSIONS * 4),
    "rss MiB": mib(process.memoryUsage().rss),
    "build ms": buildMs.toFixed(0),
    "same matches": `${agreed}/${queries} (${found} found)`,
    "heap MiB before index": mib(heapBefore.heapUsed),
  };
}
