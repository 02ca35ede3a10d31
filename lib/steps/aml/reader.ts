import { z } from "zod";
import { type Finding, finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { failedCheck, notAnalysed, plainState } from "../common/generic-reader";
import { asText, errorDetails, parseResult } from "../common/record-json";
import type { StepContext, StepReader } from "../common/step-reader";

/** aml's result: the listed entries that matched, each with its score, and the threshold it was judged against. */
export const ZAmlResult = z.looseObject({
  hits: z.array(z.looseObject({ id: z.unknown().optional(), score: z.number().catch(0) })).default([]),
  threshold: z.number().nullish().catch(undefined),
});
export type TAmlResult = z.output<typeof ZAmlResult>;

export function amlResultOf(record: Pick<StepRecordView, "provider">): TAmlResult | null {
  return parseResult(ZAmlResult, record);
}

function attemptFindings(record: StepRecordView, step: StepContext): Finding[] {
  const result = amlResultOf(record);
  if (!result) return [finding("result-unreadable", {}, step, { details: errorDetails(record) })];
  if (result.hits.length > 0) return [finding("screening-hit", { hits: result.hits.length }, step, { details: errorDetails(record) })];
  return record.status ? notAnalysed(record, step) : [failedCheck(record, step)];
}

/** aml as the rest of the app reads it. */
export const amlReader: StepReader = {
  stateOf: plainState,
  attemptFindings,
  // The term screened may be anyone's name: it is a screening fact, not the applicant's name.
  facts: (record) => {
    const term = asText(record.payload.searchTerm);
    const listedIds = (amlResultOf(record)?.hits ?? []).flatMap((hit) => (typeof hit.id === "string" ? [hit.id] : []));
    return { screening: { names: term ? [term] : [], listedIds } };
  },
  evidenceLines: (record) => {
    const hits = amlResultOf(record)?.hits.length ?? 0;
    return [hits ? `Sanctions screening: ${hits} possible match(es)` : "Sanctions screening: no match"];
  },
};
