import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess, decisionHistory } from "@/lib/cases/decisions/decisions";
import { DeskError } from "@/lib/cases/errors";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, OTP_STEP } from "../support/service";

const rui: Staff = { id: "id-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const plain = { fourEyes: false, reasons: DEFAULT_REASONS };
const REQUEST = { ip: "203.0.113.9", userAgent: "Reviewer browser" };
const approve =
  (processId: string, acknowledged: string[] = []) =>
  (db: TestDatabase["db"]) =>
    decideProcess(db, {
      staff: rui,
      decision: { processId, outcome: "approved", reasonCode: "verified-after-review", acknowledged },
      policy: plain,
    });

describe.each(DATABASE_KINDS)("approving over a negative finish or a failed check on %s", (kind) => {
  let t: TestDatabase;
  let negative = "";
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP, OTP_STEP]);
    const context = contextFor(caller);
    negative = (await createProcess({ db: t.db, context })).processId;
    await submitStep({ db: t.db, context, processId: negative, body: { name: "Ana", email: "ana@example.com" } });
    await submitStep({ db: t.db, context, processId: negative, body: { phone: { country: "PT", number: "912345678" } } });
    // OTP_STEP allows one retry: two wrong codes finish the process negatively.
    for (let i = 0; i < 2; i++)
      await submitStep({ db: t.db, context, processId: negative, body: { otpCode: "000000" } }).catch(() => undefined);
  });
  afterAll(async () => t.drop());

  it("names each finding: the negative finish and the wrong code, in words", async () => {
    const loaded = await loadProcessRecord(t.db, { id: negative });
    expect(loaded?.record.negativeFinish).toBe(true);
    const findings = await caseFindings(t.db, loaded?.record as NonNullable<typeof loaded>["record"]);
    expect(findings.map((f) => f.id)).toEqual(["negative-finish:otp", "code-not-confirmed:otp"]);
    expect(findings[0]).toMatchObject({ values: { attempts: 2, maxRetries: 1 } });
    expect(findings[1]).toMatchObject({
      values: { reason: "wrong" },
      attempts: 2,
      details: ["BIOPMSSE422 otpCode: the code is not right"],
    });
  });

  it("refuses an approval that does not acknowledge every concern, and records the acknowledgements with the decision", async () => {
    const refused = await approve(negative, ["negative-finish:otp"])(t.db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeskError);
    expect((refused as DeskError).code).toBe("invalid");
    expect((refused as DeskError).message).toContain("1 not ticked");
    expect(await decisionHistory(t.db, negative)).toEqual([]);

    const decision = await decideProcess(t.db, {
      staff: rui,
      decision: {
        processId: negative,
        outcome: "approved",
        reasonCode: "verified-after-review",
        acknowledged: ["negative-finish:otp", "code-not-confirmed:otp"],
      },
      policy: plain,
      now: new Date(),
      request: REQUEST,
    });
    const [inForce] = await decisionHistory(t.db, negative);
    expect(inForce?.id).toBe(decision.id);
    expect(inForce?.acknowledged).toEqual([
      "Phone: Ended the process negatively: failed 2 times, more than the 1 retry allowed",
      "Phone: The code sent by SMS was not confirmed: a wrong code was entered, after 2 attempts",
    ]);
    const entry = await t.db.staffAuditEntry.findFirstOrThrow({ where: { action: "decision-made", targetId: negative } });
    expect(JSON.parse(entry.details).acknowledged).toEqual(["negative-finish:otp", "code-not-confirmed:otp"]);
    expect([entry.ip, entry.userAgent]).toEqual([REQUEST.ip, REQUEST.userAgent]);
  });

  it("asks nothing to reject", async () => {
    await decideProcess(t.db, {
      staff: rui,
      decision: { processId: negative, outcome: "rejected", reasonCode: "suspected-fraud" },
      policy: plain,
    });
    expect((await decisionHistory(t.db, negative))[0]?.acknowledged).toEqual([]);
  });
});
