import type { ProcessRead } from "@/lib/service/context";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import { getProcessOrThrow } from "./load-process";

/** The record of one of the caller's processes (404 for anyone else's; 409 when its flow is inactive). */
export async function getProcessRecord({ db, caller, processId }: ProcessRead): Promise<ProcessRecordView> {
  await getProcessOrThrow(db, caller.accountId, processId);
  return getProcessRecordOrThrow(db, caller.accountId, processId);
}
