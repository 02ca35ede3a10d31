import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { parseProcessQuery } from "@/lib/records/process-query";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { AML_STEP, accountWithFlow, contextFor, errorCode, FORM_STEP } from "@/test/support/service";

// Reads one-time codes from the outbox, as a developer does where no SMS gateway exists.
process.env.OUTBOX_KEEP_SECRETS = "1";

const OTP_STEP = { id: "otp", name: "Phone", action: { type: "otp" } };
const SCHEDULE_STEP = {
  id: "when",
  name: "Schedule",
  settings: { maxRetries: 2, preventPrevious: false, deviceType: "any" },
  action: { type: "videoconference-schedule" },
};
const PAST_DATE = { postpone: false, date: "2001-01-01T10:00:00Z", phone: { country: "PT", number: "912345678" }, email: "a@b.pt" };

describe.each(DATABASE_KINDS)("the list's failed-step flag on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("is written with the first failed step record and found by the list's filter", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, OTP_STEP, SCHEDULE_STEP, AML_STEP]);
    const context = contextFor(caller);
    const { processId } = await createProcess({ db, context });
    const flag = async () =>
      (await db.process.findUniqueOrThrow({ where: { id: processId }, select: { hasFailedStep: true } })).hasFailedStep;

    await submitStep({ db, context, processId, body: { name: "Ana Silva", email: "ana@example.pt" } });
    // The code request is recorded unvalidated: not a failure.
    await submitStep({ db, context, processId, body: { phone: { country: "PT", number: "912345678" } } });
    expect(await flag()).toBe(false);
    const sms = (await listOutbox(db, { processId })).at(-1)?.body ?? "";
    await submitStep({ db, context, processId, body: { otpCode: /\b(\d{6})\b/.exec(sms)?.[1] ?? "" } });
    expect(await flag()).toBe(false);
    expect(await errorCode(submitStep({ db, context, processId, body: PAST_DATE }))).toBe("BIOPMSSE422");
    expect(await flag()).toBe(true);

    const records = createLocalProcessRecords(db);
    const failed = await records.list(parseProcessQuery({ failed: "true" }));
    const passed = await records.list(parseProcessQuery({ failed: "false" }));
    expect(failed.rows.map((r) => r.id)).toContain(processId);
    expect(passed.rows.map((r) => r.id)).not.toContain(processId);
  });
});
