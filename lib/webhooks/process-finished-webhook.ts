import type { Db, Tx } from "@/lib/db/client";
import type { Writes } from "@/lib/events/channel";
import { caseVerdict } from "@/lib/findings/case-verdict";
import type { ProcessFinished } from "@/lib/service/process-finished";
import { recordFindings } from "@/lib/steps/record-findings";
import { webhookEventWrites } from "./queue-events";

/**
 * `process.finished` for the account's endpoints, with the outcome the case page shows first: passed (no finding),
 * findings (each by kind, severity and step: no applicant's data), or negative. Nothing is read when no endpoint listens.
 */
export async function processFinishedWebhooks(client: Db | Tx, event: ProcessFinished): Promise<Writes> {
  const { accountId, processId, now } = event;
  if ((await client.webhookEndpoint.count({ where: { accountId, disabledAt: null } })) === 0) return [];
  const record = await event.record();
  const verdict = caseVerdict(record, recordFindings(record));
  const data = {
    status: record.status,
    negativeFinish: record.negativeFinish,
    outcome: verdict.outcome === "negative" ? "negative" : verdict.isClear ? "passed" : "findings",
    findings: verdict.findings.map((f) => ({ kind: f.kind, severity: f.severity, stepId: f.stepId ?? null })),
  };
  return webhookEventWrites(client, { accountId, processId, now }, [{ type: "process.finished", data }]);
}
