import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { getProcessRecordOrThrow, type ProcessRecordView } from "@/lib/service/views/process-record";
import { getProcessOrThrow } from "./load-process";

/** The record of one of the caller's processes (404 for anyone else's; 409 when its flow is inactive). */
export async function getProcessRecord({
  db,
  caller,
  processId,
}: {
  db: Db;
  caller: Caller;
  processId: string;
}): Promise<ProcessRecordView> {
  await getProcessOrThrow(db, caller.accountId, processId);
  return getProcessRecordOrThrow(db, caller.accountId, processId);
}
