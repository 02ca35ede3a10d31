import type { StepApiDoc } from "../common/api-doc";

export const videoLivenessApiDoc: StepApiDoc = {
  body: "`video` (Base64 MP4 or WebM)",
  check:
    "frames sampled with ffmpeg must show one consistently present, moving face (indicative: a replayed video can pass); a check below its threshold → 422",
  result:
    "`score`, `frames` (the URL of the frame with the most confident face), `passed`, `consistencyScore`, `faceCoverage`, `motion`, `modelLiveness`, `framesAnalysed`, `durationSeconds`, `failedChecks` (of `faceCoverage`, `consistency`, `motion`, `modelLiveness`), `method: multi-frame-indicative`, `notice`",
};
