import type { EvidenceImage, EvidenceStep } from "@/lib/analysis/evidence/evidence-input";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { recordState } from "@/lib/steps/record-findings";
import { readerOf } from "@/lib/steps/step-readers";

/** One step record for the evidence file: as stored, with what its family says it established. */
export function evidenceStep(step: StepRecordView, name: string | undefined, images: EvidenceImage[] = []): EvidenceStep {
  const reader = readerOf(step.action);
  return {
    stepId: step.stepId,
    name,
    action: step.action,
    status: step.status,
    state: recordState(step),
    createdAt: step.createdAt,
    payload: step.payload,
    provider: step.provider,
    error: step.error,
    summary: reader.evidenceLines(step),
    detail: reader.evidenceDetail?.(step) ?? [],
    images,
  };
}
