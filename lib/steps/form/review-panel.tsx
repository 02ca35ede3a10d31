import { KeyValues } from "../common/review/key-values";
import type { PanelProps } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";

/** form: the fields the applicant filled in, labelled as the flow labels them. */
export function FormPanel({ step, definition, processId, t }: PanelProps) {
  const labels = new Map<string, string>(
    (definition?.action.fields ?? []).map((f) => [f.name, typeof f.label === "string" ? f.label : f.name]),
  );
  const values = Object.fromEntries(Object.entries(step.payload).map(([k, v]) => [labels.get(k) ?? k, v]));
  return (
    <PanelSection title={t.panels.fields} testId="panel-form">
      <KeyValues values={values} processId={processId} t={t} />
    </PanelSection>
  );
}
