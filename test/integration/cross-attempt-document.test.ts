import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSharedAnalysisPool, sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import type { Staff } from "@/lib/auth/staff-session";
import { createDemoMedia, type DemoMedia } from "@/lib/demo/demo-media";
import { DEFAULT_REASONS } from "@/lib/desk/decision-reasons";
import { decideProcess } from "@/lib/desk/decisions";
import { caseSummary } from "@/lib/review/case-summary";
import { createProcess } from "@/lib/service/processes/create-process";
import { goBack } from "@/lib/service/processes/go-back";
import { submitStep } from "@/lib/service/processes/submit-step";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

// Real OCR on the demo ID card and passport (two documents): SQLite only, the reading is what is slow. The same number
// read twice is no warning: lib/review/case-summary.test.ts.
const DOCUMENT_STEP = {
  id: "document",
  name: "Identity document",
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: { type: "document-ocr", settings: {}, provider: { providerId: "local", provider: "document-ocr" } },
};
const rui: Staff = { id: "id-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const b64 = (bytes: Buffer) => bytes.toString("base64");

let media: DemoMedia;
let unregister: () => void;
let t: TestDatabase;

beforeAll(async () => {
  unregister = registerLocalProviders();
  media = await createDemoMedia(sharedAnalysisPool());
  t = await freshDatabase("sqlite");
});
afterAll(async () => {
  unregister();
  await closeSharedAnalysisPool();
  await t.drop();
});

describe("a document changed between attempts of a step", () => {
  it("warns in the summary with both numbers, and approving asks to acknowledge it", async () => {
    const { caller } = await accountWithFlow(t.db, [DOCUMENT_STEP, FORM_STEP]);
    const context = contextFor(caller);
    const { processId } = await createProcess({ db: t.db, context });
    const card = { doctype: "idcard", front: b64(media.idCard.front), back: b64(media.idCard.back) };
    await submitStep({ db: t.db, context, processId, body: card });
    await goBack({ db: t.db, context, processId });
    await submitStep({ db: t.db, context, processId, body: { doctype: "passport", front: b64(media.passport) } }).catch(() => undefined);
    // Whatever the passport's verdict, the card passes the step again (its number read once more), then the form ends it.
    await submitStep({ db: t.db, context, processId, body: card }).catch(() => undefined);
    await submitStep({ db: t.db, context, processId, body: { name: "Maria Sousa", email: "maria.sousa@example.pt" } });

    const loaded = await loadProcessRecord(t.db, { id: processId });
    const summary = caseSummary(loaded?.record as NonNullable<typeof loaded>["record"]);
    expect(summary.changedDocuments).toHaveLength(1);
    const [changed] = summary.changedDocuments;
    expect(changed?.stepName).toBe("Identity document");
    expect(changed?.numbers[0]).toBe("C12345678");
    expect(changed?.numbers).toHaveLength(2);
    expect(changed?.numbers[1]).not.toBe("C12345678");
    expect(summary.concerns).toContainEqual({
      id: "document-changed:document",
      kind: "document-changed",
      stepName: "Identity document",
      detail: changed?.numbers.join(" → "),
    });

    const decide = (acknowledged: string[]) =>
      decideProcess(
        t.db,
        rui,
        { processId, outcome: "approved", reasonCode: "verified-after-review", acknowledged },
        { fourEyes: false, reasons: DEFAULT_REASONS },
      );
    await expect(decide([])).rejects.toThrow("the document number changed between attempts of Identity document");
    const others = summary.concerns.filter((c) => c.kind !== "document-changed").map((c) => c.id);
    await expect(decide(others)).rejects.toThrow("document number changed");
    await decide(summary.concerns.map((c) => c.id));
  }, 300_000);
});
