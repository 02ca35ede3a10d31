import { z } from "zod";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { parseResult } from "../common/record-json";

const ZScore = z.number().finite().nullish().catch(undefined);

/** A face step's result: a match score against its threshold (verify, compare), liveness scores, or an enrolled template. */
export const ZFaceResult = z.looseObject({
  score: ZScore,
  threshold: ZScore,
  livenessStatus: ZScore,
  scores: z.looseObject({ real: z.number(), live: z.number() }).nullish().catch(undefined),
  method: z.string().nullish().catch(undefined),
  templateUrl: z.string().nullish().catch(undefined),
  against: z.string().nullish().catch(undefined),
});
export type TFaceResult = z.output<typeof ZFaceResult>;

export function faceResultOf(record: Pick<StepRecordView, "provider">): TFaceResult | null {
  return parseResult(ZFaceResult, record);
}
