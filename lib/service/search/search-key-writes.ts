import type { Db } from "@/lib/db/client";
import type { SearchKey } from "./search-keys";

/** The statements that add `keys` to a process (a key it already has is left as it is), for a batch transaction. */
export function searchKeyWrites(db: Db, processId: string, keys: SearchKey[], now: Date) {
  return keys.map(({ kind, value }) =>
    db.processSearchKey.upsert({
      where: { processId_kind_value: { processId, kind, value } },
      create: { processId, kind, value, createdAt: now },
      update: {},
      select: { processId: true },
    }),
  );
}
