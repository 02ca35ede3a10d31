import { channel } from "@/lib/events/channel";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";

/**
 * A process reached its end (its last step passed, or a step's failures ended it). Listeners write what they owe in
 * the finishing transaction (a review case, webhook deliveries); `record` is the whole record as it will be committed, read once however many ask.
 */
export type ProcessFinished = {
  processId: string;
  accountId: string;
  flowId: string;
  negativeFinish: boolean;
  now: Date;
  record: () => Promise<ProcessRecordView>;
};

export const processFinished = channel<ProcessFinished>("process-finished");
