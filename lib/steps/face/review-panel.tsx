import { ScoreChartLazy } from "@/lib/steps/face/score-chart-lazy";
import { KeyValues } from "../common/review/key-values";
import { asNumber, asObject, type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";
import { StepImages } from "../common/review/step-images";

const SHOWN = new Set(["score", "threshold", "livenessStatus", "method", "images", "scanResultBlob"]);

/** face-*: the compared photos side by side, the score against its threshold (chart + numbers), liveness. */
export function FacePanel({ step, definition, processId, isMasked, t }: PanelProps) {
  const result = providerResult(step);
  const score = asNumber(result.score);
  const threshold = asNumber(result.threshold) ?? asNumber(asObject(definition?.action.settings).threshold);
  const photos = { ...pickUrls(step.payload), ...asObject(result.images) };
  const rest = Object.fromEntries(Object.entries(result).filter(([k]) => !SHOWN.has(k)));
  return (
    <div className="space-y-4" data-testid="panel-face">
      <PanelSection title={t.panels.photos}>
        <StepImages sources={photos} processId={processId} isMasked={isMasked} t={t} />
      </PanelSection>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">{t.panels.score}: </dt>
          <dd className="inline font-mono" data-testid="face-score">
            {score ?? "—"}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">{t.panels.threshold}: </dt>
          <dd className="inline font-mono">{threshold ?? "—"}</dd>
        </div>
        {result.livenessStatus !== undefined && (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">{t.panels.liveness}: </dt>
            <dd className="inline font-mono">{String(result.livenessStatus)}</dd>
          </div>
        )}
        {result.method !== undefined && (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">{t.panels.method}: </dt>
            <dd className="inline font-mono">{String(result.method)}</dd>
          </div>
        )}
      </dl>
      {score !== null && (
        <ScoreChartLazy score={score} threshold={threshold} labels={{ score: t.panels.score, threshold: t.panels.threshold }} />
      )}
      {Object.keys(rest).length > 0 && <KeyValues values={rest} processId={processId} />}
    </div>
  );
}

function pickUrls(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => typeof v === "string" && v.includes("/files/")));
}
