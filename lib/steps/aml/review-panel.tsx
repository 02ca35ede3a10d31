import { KeyValues } from "../common/review/key-values";
import { asObject, type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";

/** aml: the search term and each screening hit the provider returned. */
export function AmlPanel({ step, processId, t }: PanelProps) {
  const result = providerResult(step);
  const hits = Array.isArray(result.hits) ? result.hits.map((hit, i) => ({ id: `hit-${i}`, values: asObject(hit) })) : [];
  return (
    <div className="space-y-3" data-testid="panel-aml">
      <p className="text-sm">
        {t.panels.searchTerm}: <span className="font-mono">{String(step.payload.searchTerm ?? "—")}</span>
      </p>
      <PanelSection title={`${t.panels.hits} (${hits.length})`}>
        {hits.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.panels.noHits}</p>
        ) : (
          <ul className="space-y-2">
            {hits.map((hit) => (
              <li
                key={hit.id}
                className="rounded border border-amber-300 bg-amber-50 p-2 dark:border-amber-700 dark:bg-amber-950/40"
                data-testid="aml-hit"
              >
                <KeyValues values={hit.values} processId={processId} t={t} />
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
    </div>
  );
}
