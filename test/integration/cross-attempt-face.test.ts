import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { faceAttemptComparisons } from "@/lib/cases/duplicates/face-attempts";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createProcess } from "@/lib/service/processes/create-process";
import { goBack } from "@/lib/service/processes/go-back";
import { submitStep } from "@/lib/service/processes/submit-step";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { withLocalChecks } from "../support/local-checks";
import { accountWithFlow, contextFor, FORM_STEP, localStep } from "../support/service";
import { staffMember } from "../support/staff";

// Real faces (the demo selfies, cut from photos shipped with @vladmandic/face-api) through the real face engine; the
// comparison is the `face-attempts` job the finishing submission owes. SQLite only: the engine is what is slow.
const SELFIE_STEP = localStep("selfie", "Selfie", "face-liveness-2d");
const rui = staffMember("reviewer", "rui");
const photo = (bytes: Buffer) => ({ photo: bytes.toString("base64") });
const FINISH = { name: "Maria Sousa", email: "maria.sousa@example.pt" };

const demo = withLocalChecks();
let blank: Buffer;
let t: TestDatabase;

beforeAll(async () => {
  blank = await sharp({ create: { width: 480, height: 480, channels: 3, background: "#8a8a8a" } })
    .jpeg()
    .toBuffer();
  t = await freshDatabase("sqlite");
}, 180_000);
afterAll(async () => {
  await t.drop();
});

/** A finished process whose selfie step was submitted with each photo in turn (back to it after a pass). */
async function selfieAttempts(photos: Buffer[]) {
  const { caller } = await accountWithFlow(t.db, [SELFIE_STEP, FORM_STEP]);
  const context = contextFor(caller);
  const { processId } = await createProcess({ db: t.db, context });
  for (const [i, bytes] of photos.entries()) {
    const passed = await submitStep({ db: t.db, context, processId, body: photo(bytes) }).then(
      () => true,
      () => false,
    );
    if (passed && i < photos.length - 1) await goBack({ db: t.db, context, processId });
  }
  await submitStep({ db: t.db, context, processId, body: FINISH });
  // The finishing request leaves the comparison to the job worker: run it as the worker would.
  const lease = await claimJob(t.db, jobId("face-attempts", processId), { isCommitter: true });
  expect(lease && (await runClaimedJob(t.db, lease))).toBe(true);
  const [loaded, comparisons] = await Promise.all([loadProcessRecord(t.db, { id: processId }), faceAttemptComparisons(t.db, processId)]);
  const findings = await caseFindings(t.db, loaded?.record as NonNullable<typeof loaded>["record"]);
  return { processId, comparisons, findings };
}

describe("the face changed between attempts of a step", { timeout: 300_000 }, () => {
  it("warns with the score against the threshold for two people, and approving asks to acknowledge it", async () => {
    const { processId, comparisons, findings } = await selfieAttempts([demo.media.selfie, demo.media.otherSelfie]);
    expect(comparisons).toHaveLength(1);
    const changed = findings.filter((f) => f.kind === "face-changed");
    expect(changed).toHaveLength(1);
    const [concern] = changed;
    expect(concern).toMatchObject({ id: "face-changed:selfie", stepId: "selfie", stepName: "Selfie", values: { threshold: 0.7 } });
    expect(concern?.kind === "face-changed" && concern.values.score).toBeLessThan(0.7);

    const decide = (acknowledged: string[]) =>
      decideProcess(t.db, {
        staff: rui,
        decision: { processId, outcome: "approved", reasonCode: "verified-after-review", acknowledged },
        policy: { fourEyes: false, reasons: DEFAULT_REASONS },
      });
    await expect(decide(findings.filter((f) => f !== concern).map((f) => f.id))).rejects.toThrow("1 not ticked");
    await decide(findings.map((f) => f.id));
  });

  it("gives no warning for the same face captured twice", async () => {
    const recaptured = await sharp(demo.media.selfie).resize(480).jpeg({ quality: 60 }).toBuffer();
    const { comparisons, findings } = await selfieAttempts([demo.media.selfie, recaptured]);
    expect(comparisons).toHaveLength(1);
    expect(comparisons[0]?.score).toBeGreaterThanOrEqual(0.7);
    expect(findings.filter((f) => f.kind === "face-changed" || f.kind === "face-unsure")).toEqual([]);
  });

  it("says it could not compare, never 'same face', when one attempt shows no face", async () => {
    const { comparisons, findings } = await selfieAttempts([blank, demo.media.selfie]);
    expect(comparisons).toMatchObject([{ stepId: "selfie", score: null, threshold: 0.7 }]);
    expect(findings).toContainEqual(expect.objectContaining({ id: "face-unsure:selfie", kind: "face-unsure", stepName: "Selfie" }));
    expect(findings.filter((f) => f.kind === "face-changed")).toEqual([]);
  });
});
