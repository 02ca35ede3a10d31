import { cosineSimilarity } from "@/lib/analysis/face/cosine-similarity";
import type { Db } from "@/lib/db/client";
import { FACE_MODEL } from "./case-faces";
import { embeddingFromBytes, FaceIndex, meanFace } from "./face-index";

// A quantised score this close under the threshold is re-checked exactly against the stored embedding.
const QUANTISATION_SLACK = 0.01;

const BATCH = 5000;

// centredOn: how many faces the index's centre (their mean) was taken from.
type Loaded = { index: FaceIndex | null; lastSeq: number; centredOn: number; loading: Promise<void> | null };
const indexes = new WeakMap<Db, Loaded>();

/**
 * Adds the faces stored since the last load (by seq), so every server's index follows the table; when faces it holds
 * were erased meanwhile (fewer rows up to its last seq than it holds), it is loaded again from the start. So is an
 * index centred on fewer than a batch of faces once it holds four times as many (any centre finds the same faces;
 * a centre from a few faces skips fewer strangers), which costs a few reloads while the table is small.
 */
async function refresh(db: Db, loaded: Loaded): Promise<void> {
  const outgrown = loaded.index !== null && loaded.centredOn < BATCH && loaded.index.size >= 4 * loaded.centredOn;
  if (
    loaded.index &&
    (outgrown || (await db.caseFaceTemplate.count({ where: { seq: { lte: loaded.lastSeq }, model: FACE_MODEL } })) < loaded.index.size)
  ) {
    void loaded.index.close();
    loaded.index = null;
    loaded.lastSeq = 0;
  }
  for (;;) {
    const rows = await db.caseFaceTemplate.findMany({
      where: { seq: { gt: loaded.lastSeq }, model: FACE_MODEL },
      orderBy: { seq: "asc" },
      take: BATCH,
      select: { seq: true, processId: true, embedding: true },
    });
    const embeddings = rows.map((row) => embeddingFromBytes(row.embedding));
    // Signed from the mean of the first faces loaded (in seq order, so every server picks the same centre).
    const first = embeddings[0];
    if (!loaded.index && first) {
      const sameSize = embeddings.filter((e) => e.length === first.length);
      loaded.index = new FaceIndex(first.length, 4096, meanFace(sameSize, first.length));
      loaded.centredOn = sameSize.length;
    }
    rows.forEach((row, i) => {
      const embedding = embeddings[i] as Float32Array;
      if (loaded.index && embedding.length === loaded.index.dimensions) loaded.index.add(row.processId, embedding);
      loaded.lastSeq = row.seq;
    });
    if (rows.length < BATCH) return;
  }
}

/** This server's index of the stored faces, brought up to date (one load at a time). */
export async function storedFaceIndex(db: Db): Promise<FaceIndex | null> {
  let loaded = indexes.get(db);
  if (!loaded) {
    loaded = { index: null, lastSeq: 0, centredOn: 0, loading: null };
    indexes.set(db, loaded);
  }
  const state = loaded;
  state.loading ??= refresh(db, state).finally(() => {
    state.loading = null;
  });
  await state.loading;
  return state.index;
}

/** Other processes with a face at or above the threshold, best score per process; scores re-checked exactly. */
export async function findFaceMatches(db: Db, processId: string, faces: number[][], threshold: number) {
  const index = await storedFaceIndex(db);
  if (!index) return [];
  const candidates = new Set(
    faces.flatMap((face) => index.search(face, threshold - QUANTISATION_SLACK).map((hit) => hit.owner)).filter((id) => id !== processId),
  );
  if (candidates.size === 0) return [];
  const stored = await db.caseFaceTemplate.findMany({
    where: { processId: { in: [...candidates] }, model: FACE_MODEL },
    select: { processId: true, embedding: true },
  });
  const best = new Map<string, number>();
  for (const row of stored) {
    const other = Array.from(embeddingFromBytes(row.embedding));
    const score = Math.max(...faces.map((face) => cosineSimilarity(face, other)));
    if (score >= threshold && score > (best.get(row.processId) ?? 0)) best.set(row.processId, Number(score.toFixed(4)));
  }
  return [...best].map(([otherProcessId, score]) => ({ otherProcessId, score })).sort((a, b) => b.score - a.score);
}
