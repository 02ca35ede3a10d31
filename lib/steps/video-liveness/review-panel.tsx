import { fillText } from "@/lib/i18n/format";
import { KeyValues } from "../common/review/key-values";
import { withNoticeInWords } from "../common/review/notice";
import { asNumber, type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";
import { StepImages } from "../common/review/step-images";

/** video-liveness and video conference: the frames the provider kept, its score, and the rest of its result. */
export function VideoPanel({ step, processId, isMasked, t }: PanelProps) {
  const result = withNoticeInWords(providerResult(step), t);
  const frames = Array.isArray(result.frames)
    ? Object.fromEntries(result.frames.map((url, i) => [fillText(t.checks.frame, { number: i + 1 }), url]))
    : {};
  const score = asNumber(result.score);
  const rest = Object.fromEntries(Object.entries(result).filter(([k]) => k !== "frames" && k !== "score"));
  return (
    <div className="space-y-3" data-testid="panel-video">
      {Object.keys(frames).length > 0 && (
        <PanelSection title={t.panels.frames}>
          <StepImages sources={frames} processId={processId} isMasked={isMasked} t={t} />
        </PanelSection>
      )}
      <p className="text-sm">
        {t.panels.score}: <span className="font-mono">{score ?? "—"}</span>
      </p>
      <KeyValues values={{ ...step.payload, ...rest }} processId={processId} t={t} />
    </div>
  );
}
