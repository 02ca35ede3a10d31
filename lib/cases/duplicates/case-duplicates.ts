import { cache } from "react";
import type { Db, Tx } from "@/lib/db/client";

export type CaseDuplicateView = {
  otherProcessId: string;
  href: string;
  kind: "document" | "face";
  /** 1 for the same document; the face engine's cosine similarity for a face. */
  score: number;
  /** The other process's final decision, else how it finished (finished, negative) or that it runs. */
  outcome: string;
  reference: string | null;
};

/**
 * The processes that share a document or a face with this one, found when either of them was screened. Read once per
 * page (React's cache): a case page's findings and its case panel both show them. Outside a render (the API, jobs)
 * every call reads.
 */
export const caseDuplicates = cache(async (db: Db | Tx, processId: string): Promise<CaseDuplicateView[]> => {
  const rows = await db.caseDuplicate.findMany({
    where: { OR: [{ processId }, { otherProcessId: processId }] },
    orderBy: [{ kind: "asc" }, { score: "desc" }],
    select: { processId: true, otherProcessId: true, kind: true, score: true },
  });
  // Most processes share nothing: two more reads for no row cost a case page about a millisecond each.
  if (rows.length === 0) return [];
  const others = rows.map((row) => (row.processId === processId ? row.otherProcessId : row.processId));
  const [processes, decisions] = await Promise.all([
    db.process.findMany({ where: { id: { in: others } }, select: { id: true, status: true, negativeFinish: true, reference: true } }),
    // By process only (decision-state.ts says why).
    db.processDecision.findMany({ where: { processId: { in: others } }, select: { processId: true, outcome: true, status: true } }),
  ]);
  return rows.flatMap((row, i) => {
    const id = others[i] as string;
    const other = processes.find((p) => p.id === id);
    if (!other) return [];
    const decided = decisions.find((d) => d.processId === id && d.status === "final")?.outcome;
    return [
      {
        otherProcessId: id,
        href: `/processes/${encodeURIComponent(id)}`,
        kind: row.kind as CaseDuplicateView["kind"],
        score: row.score,
        outcome: decided ?? (other.negativeFinish ? "negative" : other.status),
        reference: other.reference,
      },
    ];
  });
});
