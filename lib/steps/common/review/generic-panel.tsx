import { KeyValues } from "./key-values";
import { withNoticeInWords } from "./notice";
import { type PanelProps, providerResult } from "./panel-props";
import { PanelSection } from "./panel-section";

/** Any other action type: what was submitted and what the provider said, as they are. */
export function GenericPanel({ step, processId, t }: PanelProps) {
  const result = withNoticeInWords(providerResult(step), t);
  return (
    <div className="space-y-3" data-testid="panel-generic">
      <PanelSection title={t.record.payload}>
        <KeyValues values={step.payload} processId={processId} t={t} />
      </PanelSection>
      {Object.keys(result).length > 0 && (
        <PanelSection title={t.record.provider}>
          <KeyValues values={result} processId={processId} t={t} />
        </PanelSection>
      )}
    </div>
  );
}
