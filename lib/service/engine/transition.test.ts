import { describe, expect, it } from "vitest";
import { ZFlowDefinition } from "@/lib/service/contract/flow-schema";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { CheckOutcome } from "@/lib/service/contract/step-outcome";
import { MASKED_CODE, transition } from "./transition";
import type { ProcessSnapshot } from "./types";

const flow = ZFlowDefinition.parse({
  name: "Test",
  steps: [
    { id: "s1", name: "Form", action: { type: "form" }, settings: { maxRetries: 1, preventPrevious: false, deviceType: "any" } },
    { id: "s2", name: "OTP", action: { type: "otp" }, settings: { maxRetries: 2, preventPrevious: true, deviceType: "any" } },
    { id: "s3", name: "AML", action: { type: "aml" } },
  ],
});

function start(stepId = "s1", history: string[] = []): ProcessSnapshot {
  return {
    id: "p1",
    status: "in-progress",
    negativeFinish: false,
    flow: { id: "f1", ...flow },
    currentStepId: stepId,
    history,
    stepState: {},
  };
}

const now = new Date("2026-01-01T00:00:00Z");
const ok: CheckOutcome = { status: true, payload: { name: "Ana" }, provider: {} };
const bad: CheckOutcome = { status: false, payload: { name: "Ana" }, provider: {}, error: { code: "BIOPMSSE422", message: "nope" } };

function expectError(fn: () => unknown, code: string) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe("transition", () => {
  it("advances to the next step with payload-submitted then process-updated", () => {
    const result = transition(start(), { type: "submit", outcome: ok, now });
    expect(result.outcome).toBe("advanced");
    expect(result.next.currentStepId).toBe("s2");
    expect(result.next.history).toEqual(["s1"]);
    expect(result.events.map((e) => e.type)).toEqual(["payload-submitted", "process-updated"]);
    expect(result.records).toHaveLength(1);
    expect(result.records[0]).toMatchObject({ stepId: "s1", action: "form", status: true, info: { retry: 0 } });
  });

  it("finishes after the last step, positively", () => {
    const result = transition(start("s3", ["s1", "s2"]), { type: "submit", outcome: ok, now });
    expect(result.outcome).toBe("finished");
    expect(result.next.status).toBe("finished");
    expect(result.next.negativeFinish).toBe(false);
    expect(result.events.map((e) => e.type)).toEqual(["payload-submitted", "process-updated", "status-updated"]);
    expect(result.events.at(-1)?.status).toBe("finished");
    expect(result.effects).toEqual([{ type: "produce-evidence" }]);
  });

  it("keeps the process on the step after a failed check, counting retries", () => {
    const first = transition(start(), { type: "submit", outcome: bad, now });
    expect(first.outcome).toBe("failed");
    expect(first.next.currentStepId).toBe("s1");
    expect(first.records[0]).toMatchObject({ status: false, info: { retry: 0 }, error: { code: "BIOPMSSE422" } });
    expect(first.events.map((e) => e.type)).toEqual(["payload-submitted"]);
    const second = transition(first.next, { type: "submit", outcome: bad, now });
    expect(second.records[0]?.info.retry).toBe(1);
    expect(second.outcome).toBe("finished");
    expect(second.next).toMatchObject({ status: "finished", negativeFinish: true });
    expect(second.events.map((e) => e.type)).toEqual(["payload-submitted", "status-updated"]);
  });

  it("refuses every command on a finished process", () => {
    expectError(() => transition({ ...start(), status: "finished" }, { type: "submit", outcome: ok, now }), "BIOPMSCE002");
  });

  it("goes back along the executed history", () => {
    const advanced = transition(start(), { type: "submit", outcome: ok, now }).next;
    const atThird = { ...advanced, currentStepId: "s3", history: ["s1", "s2"] };
    const back = transition(atThird, { type: "back" });
    expect(back.next.currentStepId).toBe("s2");
    expect(back.next.history).toEqual(["s1"]);
    expect(back.records).toEqual([]);
  });

  it("answers 404 BIOPMSSE016 without a previous step and 403 BIOPMSCE017 when prevented", () => {
    expectError(() => transition(start(), { type: "back" }), "BIOPMSSE016");
    expectError(() => transition(start("s2", ["s1"]), { type: "back" }), "BIOPMSCE017");
  });

  describe("two-submission steps", () => {
    const at = start("s2", ["s1"]);
    const request = {
      type: "request-code",
      payload: { phone: { country: "PT", number: "912345678" } },
      codeHash: "h1",
      code: "123456",
      recipient: "+351912345678",
      now,
      ttlMs: 600_000,
    } as const;
    const confirmed: CheckOutcome = { status: true, payload: {}, provider: {} };

    it("stays on the step after the request and sends the code", () => {
      const result = transition(at, request);
      expect(result.outcome).toBe("stayed");
      expect(result.next.currentStepId).toBe("s2");
      expect(result.effects).toEqual([{ type: "send-code", recipient: "+351912345678", code: "123456" }]);
      expect(result.records[0]?.config).toMatchObject({
        otpCode: MASKED_CODE,
        numberAttemptsSend: 1,
        numberAttemptsCode: 0,
        otpConfirmed: false,
      });
      const again = transition(result.next, { ...request, codeHash: "h2" });
      expect(again.records[0]?.config.numberAttemptsSend).toBe(2);
    });

    it("passes with the right code and masks it in the record", () => {
      const requested = transition(at, request).next;
      const result = transition(requested, {
        type: "verify-code",
        payload: { otpCode: "123456" },
        codeHash: "h1",
        now,
        onConfirmed: confirmed,
      });
      expect(result.outcome).toBe("advanced");
      expect(result.records[0]?.payload).toEqual({ phone: { country: "PT", number: "912345678" }, otpCode: MASKED_CODE });
      expect(result.records[0]?.config).toMatchObject({ otpConfirmed: true });
    });

    it("counts wrong and expired codes as failed attempts", () => {
      const requested = transition(at, request).next;
      const wrong = transition(requested, {
        type: "verify-code",
        payload: { otpCode: "000000" },
        codeHash: "hx",
        now,
        onConfirmed: confirmed,
      });
      expect(wrong.outcome).toBe("failed");
      expect(wrong.records[0]?.config).toMatchObject({ numberAttemptsCode: 1, otpConfirmed: false });
      const later = new Date(now.getTime() + 600_001);
      const expired = transition(wrong.next, {
        type: "verify-code",
        payload: { otpCode: "123456" },
        codeHash: "h1",
        now: later,
        onConfirmed: confirmed,
      });
      expect(expired.failure?.message).toMatch(/expired/);
      const third = transition(expired.next, {
        type: "verify-code",
        payload: { otpCode: "1" },
        codeHash: "hx",
        now,
        onConfirmed: confirmed,
      });
      expect(third.next).toMatchObject({ status: "finished", negativeFinish: true });
    });

    it("rejects a verification before any request with 400", () => {
      expectError(() => transition(at, { type: "verify-code", payload: {}, codeHash: "h1", now, onConfirmed: confirmed }), "BIOPMSSE400");
    });
  });
});
