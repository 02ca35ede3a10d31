/** A bound parameter list stays under SQLite's variable limit (999 in some builds). */
const IN_CHUNK = 500;

/** `read` over `ids` a chunk at a time (in parallel), the results in one list: for `id IN (…)` over a few thousand ids. */
export async function inChunks<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_CHUNK) }, (_, i) => ids.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK));
  return (await Promise.all(chunks.map(read))).flat();
}
