import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";
import { type StepDefinitionView, stepDefinitionView } from "./step-view";

export type FlowView = { id: string; name: string; steps: StepDefinitionView[] };

export function flowView(flow: FlowSnapshot): FlowView {
  return { id: flow.id, name: flow.name, steps: flow.steps.map(stepDefinitionView) };
}
