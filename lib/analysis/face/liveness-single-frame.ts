import type { FaceAnalyzer } from "./face-analyzer";
import { type TFaceSettings, ZFaceSettings } from "./face-settings";
import { primaryFace } from "./primary-face";

export type SingleFrameLiveness = {
  /** 1 when the indicative check passed, 0 otherwise. */
  livenessStatus: 0 | 1;
  passed: boolean;
  /** Base64 JSON of the measured scores: the evidence behind the status. */
  scanResultBlob: string;
  method: "single-frame-indicative";
  /** Human's antispoof ("real") and liveness model scores, uncalibrated. */
  scores: { real: number; live: number } | null;
  threshold: number;
  notice: string;
};

const NOTICE =
  "Indicative only: two uncalibrated single-image models (Human antispoof and liveness). A printed photo or a screen can pass; this is no certified presentation-attack detection.";

/** Scores one photo with Human's antispoof and liveness models; honest that a single frame proves little. */
export async function livenessSingleFrame(analyzer: FaceAnalyzer, photo: Buffer, settings?: TFaceSettings): Promise<SingleFrameLiveness> {
  const config = ZFaceSettings.parse(settings ?? {});
  const face = primaryFace(await analyzer.detectFaces(photo), config.minDetectionScore);
  const scores = face ? { real: Number((face.real ?? 0).toFixed(4)), live: Number((face.live ?? 0).toFixed(4)) } : null;
  const passed = scores !== null && scores.real >= config.livenessThreshold && scores.live >= config.livenessThreshold;
  const blob = {
    method: "single-frame-indicative",
    model: "human-3.3 antispoof+liveness",
    faceFound: face !== null,
    scores,
    threshold: config.livenessThreshold,
  };
  return {
    livenessStatus: passed ? 1 : 0,
    passed,
    scanResultBlob: Buffer.from(JSON.stringify(blob)).toString("base64"),
    method: "single-frame-indicative",
    scores,
    threshold: config.livenessThreshold,
    notice: NOTICE,
  };
}
