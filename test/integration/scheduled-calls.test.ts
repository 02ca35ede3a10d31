import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import type { Caller } from "@/lib/service/context";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { upcomingScheduledCalls } from "@/lib/video-calls/scheduled-calls";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

const SCHEDULE_STEP = { id: "schedule", name: "Book a call", action: { type: "videoconference-schedule" } };
const booking = (date: string) => ({ postpone: false, date, phone: { country: "PT", number: "912345678" }, email: "ana@example.com" });

describe.each(DATABASE_KINDS)("the scheduled calls list on %s", (kind) => {
  let t: TestDatabase;
  let caller: Caller;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    ({ caller } = await accountWithFlow(t.db, [{ ...FORM_STEP, next: "schedule" }, SCHEDULE_STEP]));
  });
  afterAll(async () => t.drop());

  /** A process whose applicant gave a name and booked a call at `date`, as of `now`. */
  async function booked(name: string, date: string, now: Date, reference: string) {
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller, now), reference });
    await submitStep({ db: t.db, context: contextFor(caller, now), processId, body: { name, email: "ana@example.com" } });
    await submitStep({ db: t.db, context: contextFor(caller, now), processId, body: booking(date) });
    return processId;
  }

  it("lists the calls still ahead, soonest first, named for a reviewer and masked for an auditor", async () => {
    const bookedAt = new Date("2026-11-20T10:00:00Z");
    const later = await booked("Maria Inês Conceição", "2026-12-03T15:00:00Z", bookedAt, "ref-later");
    const sooner = await booked("Ana Silva", "2026-12-01T09:30:00Z", bookedAt, "ref-sooner");
    await booked("Rui Past", "2026-11-22T09:00:00Z", bookedAt, "ref-past");
    const now = new Date("2026-11-23T12:00:00Z");

    const shown = await upcomingScheduledCalls(t.db, PERSONAL_DATA_SHOWN, now);
    expect(shown).toEqual([
      { processId: sooner, at: "2026-12-01T09:30:00.000Z", name: "Ana Silva", reference: "ref-sooner", flowName: expect.any(String) },
      {
        processId: later,
        at: "2026-12-03T15:00:00.000Z",
        name: "Maria Inês Conceição",
        reference: "ref-later",
        flowName: expect.any(String),
      },
    ]);

    const masked = await upcomingScheduledCalls(t.db, PERSONAL_DATA_MASKED, now);
    expect(masked.map((call) => [call.processId, call.at])).toEqual(shown.map((call) => [call.processId, call.at]));
    for (const [i, call] of masked.entries()) {
      expect(call.name).not.toBe(shown[i]?.name);
      expect(call.name).toHaveLength(shown[i]?.name?.length ?? 0);
      expect(call.reference).not.toBe(shown[i]?.reference);
    }
  });
});
