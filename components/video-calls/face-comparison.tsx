import type { CallDictionary } from "@/lib/i18n/back-office/call";
import type { CaptureFaceComparison, FaceScore } from "@/lib/steps/videoconference/capture-face";
import { faceOutcome } from "@/lib/steps/videoconference/face-outcome";

const OUTCOME_TONE = {
  match: "text-green-800 dark:text-green-300",
  "near-threshold": "text-amber-800 dark:text-amber-300",
  mismatch: "text-red-700 dark:text-red-300",
  unsure: "text-amber-800 dark:text-amber-300",
  "not-compared": "text-slate-700 dark:text-slate-300",
} as const;

function ScoreRow({
  slot,
  face,
  comparison,
  t,
}: {
  slot: "document" | "selfie";
  face: FaceScore;
  comparison: CaptureFaceComparison;
  t: CallDictionary;
}) {
  const outcome = faceOutcome(face, comparison.threshold, comparison.margin);
  const label = face.against === "document-front" ? t.faceAgainstFront : t.faceAgainst[slot];
  const detail =
    face.score === null
      ? t.noScore[face.reason ?? "no-reference"]
      : t.score.replace("{score}", face.score.toFixed(2)).replace("{threshold}", comparison.threshold.toFixed(2));
  return (
    <div data-testid="face-score" data-against={slot} data-outcome={outcome} data-score={face.score ?? ""}>
      <dt className="font-medium">{label}</dt>
      <dd>
        <strong className={OUTCOME_TONE[outcome]}>{t.outcomes[outcome]}</strong> · {detail}
      </dd>
    </div>
  );
}

/** A live face capture against the document and the selfie: each outcome in a word, its score and the threshold, or why there is no score. */
export function FaceComparison({ name, comparison, t }: { name: string; comparison: CaptureFaceComparison; t: CallDictionary }) {
  return (
    <div className="space-y-2 text-sm" data-testid="face-comparison-result">
      <p className="font-medium">{name}</p>
      <dl className="space-y-1">
        <ScoreRow slot="document" face={comparison.document} comparison={comparison} t={t} />
        <ScoreRow slot="selfie" face={comparison.selfie} comparison={comparison} t={t} />
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t.faceNote}</p>
    </div>
  );
}
