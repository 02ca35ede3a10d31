import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import { currentStep, lastCompletedStep } from "@/lib/service/engine/transition";
import type { ProcessSnapshot } from "@/lib/service/engine/types";

export type StepDefinitionView = Pick<TFlowStep, "id" | "name" | "next" | "settings" | "action" | "tasks">;
export type NonceView = { id: string; expiresAt: string };
export type StepView = {
  processId: string;
  flowId: string;
  step: StepDefinitionView;
  path: { id: string; name: string };
  completedSteps: { id: string; name: string; type: string } | Record<string, never>;
  nonce?: NonceView;
};
export type FinishedView = { finished: true };

export const DEFAULT_PATH = { id: "default", name: "Default" } as const;

export function stepDefinitionView(step: TFlowStep): StepDefinitionView {
  return { id: step.id, name: step.name, next: step.next, settings: step.settings, action: step.action, tasks: step.tasks };
}

/** The spec's step view; `nonce` only for submit-step and back. */
export function stepView(snapshot: ProcessSnapshot, nonce?: NonceView): StepView {
  const completed = lastCompletedStep(snapshot);
  return {
    processId: snapshot.id,
    flowId: snapshot.flow.id,
    step: stepDefinitionView(currentStep(snapshot)),
    path: { ...DEFAULT_PATH },
    completedSteps: completed ? { id: completed.id, name: completed.name, type: completed.action.type } : {},
    ...(nonce ? { nonce } : {}),
  };
}

export const finishedView = (): FinishedView => ({ finished: true });
