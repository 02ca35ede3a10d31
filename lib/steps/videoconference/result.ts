import { z } from "zod";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { parseResult } from "../common/record-json";

const ZText = z.string().nullish().catch(undefined);

/** A call's verdict as the agent's completion writes it: who, why, when, what was checked and recorded. */
export const ZCallResult = z.looseObject({
  agent: z.looseObject({ id: ZText, name: ZText, email: ZText }),
  reason: ZText,
  note: ZText,
  checklist: z.array(z.looseObject({ id: z.string(), label: z.string().optional(), checked: z.boolean().catch(false) })).catch([]),
  recording: z
    .looseObject({ url: ZText, bucket: ZText, sha256: ZText, durationSeconds: z.number().nullish().catch(undefined) })
    .nullish()
    .catch(undefined),
  captures: z.array(z.looseObject({ kind: z.string().catch(""), url: z.string(), faceScore: z.number().nullish().catch(null) })).catch([]),
  faceScore: z.number().nullish().catch(undefined),
  times: z.looseObject({ openedAt: ZText, consentAt: ZText, connectedAt: ZText, endedAt: ZText }).catch({}),
  callSeconds: z.number().nullish().catch(undefined),
});
export type TCallResult = z.output<typeof ZCallResult>;

/** The agent's verdict of a call; null for a record no agent wrote (a postponement). */
export function callResultOf(record: Pick<StepRecordView, "provider">): TCallResult | null {
  return parseResult(ZCallResult, record);
}

/** The applicant postponed the call (the record of `postpone: true`), rather than an agent judging it. */
export function isPostponement(record: Pick<StepRecordView, "payload">): boolean {
  return record.payload.postpone === true;
}
