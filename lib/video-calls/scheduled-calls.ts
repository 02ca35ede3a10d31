import type { Db } from "@/lib/db/client";
import { shownNames } from "@/lib/records/local-process-records";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { asJson } from "@/lib/service/raw-values";
import { typeNames } from "@/lib/steps/common/type-table";
import { factsOf } from "@/lib/steps/record-facts";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";

export type ScheduledCall = { processId: string; at: string; name: string | null; reference: string | null; flowName: string };

/** How many of the newest appointments are read: a date is chosen days ahead, so the newest ones hold every upcoming call. */
export const SCHEDULE_RECORDS_READ = 500;

/**
 * The calls applicants booked (at a scheduling step, or when postponing a live call) that are still ahead, soonest first, one per process
 * (its newest booking), with the applicant's name and the reference as the reader's policy shows them.
 */
export async function upcomingScheduledCalls(db: Db, policy: PersonalDataPolicy, now = new Date()): Promise<ScheduledCall[]> {
  const records = await db.stepRecord.findMany({
    where: { action: { in: typeNames(VIDEOCONFERENCE_TYPES) }, status: true },
    orderBy: { createdAt: "desc" },
    take: SCHEDULE_RECORDS_READ,
    select: {
      processId: true,
      action: true,
      payload: true,
      process: { select: { reference: true, flow: { select: { name: true } } } },
    },
  });
  const newest = new Map<string, (typeof records)[number]>();
  const callbackOf = (record: (typeof records)[number]) =>
    factsOf({ action: record.action, payload: asJson(record.payload), provider: {} }).callback;
  for (const record of records) if (!newest.has(record.processId) && callbackOf(record)) newest.set(record.processId, record);
  const ahead = [...newest.values()].flatMap((record) => {
    const at = Date.parse(callbackOf(record)?.at ?? "");
    return at > now.getTime() ? [{ record, at }] : [];
  });
  const names = await shownNames(
    db,
    ahead.map(({ record }) => record.processId),
  );
  return ahead
    .sort((a, b) => a.at - b.at)
    .map(({ record, at }) =>
      policy.row({
        processId: record.processId,
        at: new Date(at).toISOString(),
        name: names.get(record.processId) ?? null,
        reference: record.process.reference,
        flowName: record.process.flow.name,
      }),
    );
}
