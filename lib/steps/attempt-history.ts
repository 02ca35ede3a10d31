import type { StepRecordView } from "@/lib/service/contract/record-view";

/** A step history this long or shorter draws every record's panel; a longer one draws each step's latest attempt's. */
export const FULL_HISTORY = 12;
/** `?attempts=all`: the case page draws every record's panel however long the history. */
export const EVERY_ATTEMPT = "all";

/**
 * The positions of the records whose panels the case page draws: all of them, or, in a long history, each step's
 * latest record (what the case is judged on); an earlier attempt keeps its state, findings and error in the summary.
 */
export function drawnAttempts(records: readonly StepRecordView[], { isWhole }: { isWhole: boolean }): Set<number> {
  if (isWhole || records.length <= FULL_HISTORY) return new Set(records.keys());
  const latest = new Map<string, number>();
  for (const [index, record] of records.entries()) latest.set(record.stepId, index);
  return new Set(latest.values());
}
