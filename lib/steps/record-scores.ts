import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import type { ScoreMetric, StepScore } from "./common/step-scores";
import { readerOf } from "./step-readers";

/**
 * The process's score of each metric, read by each record's family: the newest record that carries it wins (a retried
 * face match is judged by its last attempt, as the case is).
 */
export function processScores(record: Pick<ProcessRecordView, "flow" | "data">): StepScore[] {
  const latest = new Map<ScoreMetric, StepScore>();
  for (const step of record.data) {
    const settings = record.flow.steps.find((s) => s.id === step.stepId)?.action.settings ?? {};
    for (const score of readerOf(step.action).scores?.(step, settings) ?? [])
      if (Number.isFinite(score.score)) latest.set(score.metric, score);
  }
  return [...latest.values()];
}
