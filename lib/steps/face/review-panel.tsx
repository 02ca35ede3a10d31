import { faceTraitsOf } from "@/lib/steps/face/action-types";
import { ScoreChartLazy } from "@/lib/steps/face/score-chart-lazy";
import { KeyValues } from "../common/review/key-values";
import { methodInWords, withNoticeInWords } from "../common/review/notice";
import { asNumber, asObject, type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";
import { StepImages } from "../common/review/step-images";

const SHOWN = new Set(["score", "threshold", "livenessStatus", "method", "images", "scanResultBlob", "scores", "detectionScore"]);

/** The numbers a face check has: a compare or verify its score, liveness its scores, an enrolment its detection score. */
function faceNumbers(step: PanelProps["step"], result: Record<string, unknown>, t: PanelProps["t"]): [string, string][] {
  const check = faceTraitsOf(step.action)?.check;
  if (check === "liveness") {
    const scores = asObject(result.scores);
    const values = [asNumber(scores.real), asNumber(scores.live)].filter((v) => v !== null);
    return values.length ? [[t.case.panels.livenessScores, values.map((v) => v.toFixed(2)).join(", ")]] : [];
  }
  if (check === "enroll") {
    const detection = asNumber(result.detectionScore);
    return detection === null ? [] : [[t.case.panels.detectionScore, detection.toFixed(2)]];
  }
  return [];
}

/** face-*: the compared photos side by side, named for what they are; the score against its threshold where there is one, liveness. */
export function FacePanel({ step, definition, processId, isMasked, roles, t }: PanelProps) {
  const result = withNoticeInWords(providerResult(step), t);
  const check = faceTraitsOf(step.action)?.check;
  const hasScore = check === "compare" || check === "verify";
  const score = hasScore ? asNumber(result.score) : null;
  const threshold = asNumber(result.threshold) ?? asNumber(asObject(definition?.action.settings).threshold);
  const photos = { ...pickUrls(step.payload), ...asObject(result.images) };
  const rest = Object.fromEntries(Object.entries(result).filter(([k]) => !SHOWN.has(k)));
  return (
    <div className="space-y-4" data-testid="panel-face">
      <PanelSection title={t.panels.photos}>
        <StepImages sources={photos} processId={processId} isMasked={isMasked} roles={roles} t={t} />
      </PanelSection>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {hasScore && (
          <>
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
          </>
        )}
        {faceNumbers(step, result, t).map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-slate-600 dark:text-slate-400">{label}: </dt>
            <dd className="inline font-mono" data-testid="face-numbers">
              {value}
            </dd>
          </div>
        ))}
        {(result.livenessStatus === 0 || result.livenessStatus === 1) && (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">{t.panels.liveness}: </dt>
            <dd className="inline" data-testid="face-liveness">
              {result.livenessStatus === 1 ? t.panels.livenessPassed : t.panels.livenessBelow}
            </dd>
          </div>
        )}
        {(step.payload.capture === "camera" || step.payload.capture === "upload") && (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">{t.case.panels.photoCapture}: </dt>
            <dd className="inline" data-testid="face-capture">
              {step.payload.capture === "camera" ? t.case.panels.capturedByCamera : t.case.panels.capturedByUpload}
            </dd>
          </div>
        )}
        {result.method !== undefined && (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">{t.panels.method}: </dt>
            <dd className="inline" data-method={String(result.method)}>
              {methodInWords(result.method, t)}
            </dd>
          </div>
        )}
      </dl>
      {score !== null && (
        <ScoreChartLazy score={score} threshold={threshold} labels={{ score: t.panels.score, threshold: t.panels.threshold }} />
      )}
      {Object.keys(rest).length > 0 && <KeyValues values={rest} processId={processId} t={t} />}
    </div>
  );
}

function pickUrls(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => typeof v === "string" && v.includes("/files/")));
}
