import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { fileStorage } from "@/lib/storage/file-storage";
import { type ErasureRequest, eraseProcess } from "./erase-process";
import { liftLegalHold, placeLegalHold } from "./legal-hold";
import { defaultRetention, setRetentionPolicy } from "./retention-policy";
import { listLegalHolds, listRetentionPolicies, listTombstones } from "./retention-views";

/** Retention, legal holds and erasure on this installation's database and storage: what the admin pages read and change. */
export const retention = {
  ...withDatabase({ placeLegalHold, liftLegalHold, setRetentionPolicy, listTombstones, listLegalHolds, listRetentionPolicies }),
  defaultRetention,
  eraseProcess: (erasure: ErasureRequest) => withDatabase({ eraseProcess }).eraseProcess(fileStorage(), erasure),
};
