import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { createProcess } from "@/lib/service/processes/create-process";
import { goBack } from "@/lib/service/processes/go-back";
import { submitStep } from "@/lib/service/processes/submit-step";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { withLocalChecks } from "../support/local-checks";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

// Real OCR on the demo ID card and passport (two documents): SQLite only, the reading is what is slow. The same number
// read twice is no warning: lib/steps/record-findings.test.ts.
const DOCUMENT_STEP = {
  id: "document",
  name: "Identity document",
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: { type: "document-ocr", settings: {}, provider: { providerId: "local", provider: "document-ocr" } },
};
const rui: Staff = { id: "id-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const b64 = (bytes: Buffer) => bytes.toString("base64");

const demo = withLocalChecks();
let t: TestDatabase;

beforeAll(async () => {
  t = await freshDatabase("sqlite");
});
afterAll(async () => {
  await t.drop();
});

describe("a document changed between attempts of a step", () => {
  it("warns in the summary with both numbers, and approving asks to acknowledge it", async () => {
    const { caller } = await accountWithFlow(t.db, [DOCUMENT_STEP, FORM_STEP]);
    const context = contextFor(caller);
    const { processId } = await createProcess({ db: t.db, context });
    const card = { doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) };
    await submitStep({ db: t.db, context, processId, body: card });
    await goBack({ db: t.db, context, processId });
    await submitStep({ db: t.db, context, processId, body: { doctype: "passport", front: b64(demo.media.passport) } }).catch(
      () => undefined,
    );
    // Whatever the passport's verdict, the card passes the step again (its number read once more), then the form ends it.
    await submitStep({ db: t.db, context, processId, body: card }).catch(() => undefined);
    await submitStep({ db: t.db, context, processId, body: { name: "Maria Sousa", email: "maria.sousa@example.pt" } });

    const loaded = await loadProcessRecord(t.db, { id: processId });
    const findings = await caseFindings(t.db, loaded?.record as NonNullable<typeof loaded>["record"]);
    const changed = findings.find((f) => f.kind === "document-changed");
    expect(changed).toMatchObject({ id: "document-changed:document", stepName: "Identity document" });
    const numbers = changed?.kind === "document-changed" ? changed.values.documentNumbers : [];
    expect(numbers[0]).toBe("C12345678");
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).not.toBe("C12345678");

    const decide = (acknowledged: string[]) =>
      decideProcess(t.db, {
        staff: rui,
        decision: { processId, outcome: "approved", reasonCode: "verified-after-review", acknowledged },
        policy: { fourEyes: false, reasons: DEFAULT_REASONS },
      });
    await expect(decide([])).rejects.toThrow(`${findings.length} not ticked`);
    const others = findings.filter((f) => f.kind !== "document-changed").map((f) => f.id);
    await expect(decide(others)).rejects.toThrow("1 not ticked");
    await decide(findings.map((f) => f.id));
  }, 300_000);
});
