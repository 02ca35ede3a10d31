import "@/test/support/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSanctionsList } from "@/lib/analysis/aml/load-sanctions-list";
import { processActivity } from "@/lib/audit/list-audit-entries";
import { AppError } from "@/lib/errors";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { RESCREEN_JOB_ID, rescreenSoon } from "@/lib/screening/rescreen-schedule";
import { processScreeningAlerts, resolveScreeningAlert } from "@/lib/screening/screening-alerts";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { storeSanctionsList } from "@/lib/steps/aml/sanctions-list";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { publishedWebhookKey } from "@/test/support/published-webhook-key";
import { AML_STEP, accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/support/webhook-receiver";

process.env.WEBHOOKS_ALLOW_PRIVATE = "1";

const HEADER = "id,schema,name,aliases,birth_date,countries,sanctions";
const OLD_LIST = `${HEADER}\nx-1,Person,Zéfiro Quintanilha Abrantes,,1961-03-14,pt,Test list`;
// The reloaded list names the earlier applicant (words reordered, without accents), with her birth date.
const NEW_LIST = `${OLD_LIST}\nx-2,Person,Mendes Carvalho Joana,,1990-05-17,pt,Test list`;
const reviewer: Staff = { id: "id-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const auditor: Staff = { id: "id-alice", email: "alice@example.com", name: "Alice", role: "auditor", sessionId: "s" };

let unregister: () => void;
beforeAll(() => {
  unregister = registerLocalProviders();
});
afterAll(() => unregister());

describe.each(DATABASE_KINDS)("ongoing screening on %s", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    receiver = await startWebhookReceiver(await publishedWebhookKey());
  });
  afterAll(async () => {
    await receiver.stop();
    await database.drop();
  });

  /** Runs the recurring job now, as a due worker would. */
  async function rescreenNow() {
    const { db } = database;
    await rescreenSoon(db);
    const lease = await claimJob(db, RESCREEN_JOB_ID);
    if (!lease) throw new Error("the re-screening job should be due");
    expect(await runClaimedJob(db, lease)).toBe(true);
  }

  it("alerts on an earlier clean applicant the reloaded list names, sends screening.hit, and audits the dismissal", {
    timeout: 120_000,
  }, async () => {
    const { db } = database;
    await storeSanctionsList(loadSanctionsList(OLD_LIST, "csv"), "old list");
    const account = await accountWithFlow(db, [FORM_STEP, AML_STEP]);
    receiver.secret = (
      await createWebhookEndpoint(db, { accountId: account.accountId, url: receiver.url, events: ["screening.hit"] })
    ).secret;
    const onboard = async (name: string, birthday: string) => {
      const context = contextFor(account.caller);
      const { processId } = await createProcess({ db, context });
      await submitStep({ db, context, processId, body: { name, email: "applicant@example.pt", birthday } });
      await submitStep({ db, context, processId, body: { searchTerm: name } });
      return processId;
    };
    const joana = await onboard("Joana Carvalho Mendes", "1990-05-17");
    const other = await onboard("Maria Inês Sousa", "1985-02-01");
    expect(await db.process.count({ where: { id: { in: [joana, other] }, status: "finished", negativeFinish: false } })).toBe(2);

    await rescreenNow();
    expect(await db.screeningAlert.count(), "the old list names neither").toBe(0);

    await storeSanctionsList(loadSanctionsList(NEW_LIST, "csv"), "new list");
    await rescreenNow();
    const alerts = await processScreeningAlerts(db, reviewer, joana);
    expect(alerts).toEqual([expect.objectContaining({ listEntryId: "x-2", status: "open", listSource: "new list" })]);
    expect(alerts[0]?.score).toBeGreaterThanOrEqual(0.88);
    expect(await db.screeningAlert.count({ where: { processId: other } })).toBe(0);
    // The job recurs: due again one interval later.
    const job = await db.job.findUniqueOrThrow({ where: { id: RESCREEN_JOB_ID } });
    expect(job.leaseUntil.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
    expect(await db.screeningRun.findUnique({ where: { id: "sanctions" } })).toMatchObject({ screened: 2, alerts: 1 });

    const hit = await db.webhookDelivery.findFirstOrThrow({ where: { processId: joana, eventType: "screening.hit" } });
    const lease = await claimJob(db, jobId("webhook", hit.key));
    if (!lease) throw new Error("the screening.hit delivery should be due");
    await runClaimedJob(db, lease);
    expect(receiver.events).toEqual([
      expect.objectContaining({
        type: "screening.hit",
        processId: joana,
        hmac: true,
        ed25519: true,
        legacy: true,
        data: expect.objectContaining({ alertId: alerts[0]?.id, listEntryId: "x-2" }),
      }),
    ]);

    const alertId = alerts[0]?.id ?? "";
    await expect(resolveScreeningAlert(db, auditor, { alertId, resolution: "dismissed", reason: "not her" })).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(resolveScreeningAlert(db, reviewer, { alertId, resolution: "dismissed", reason: "" })).rejects.toBeInstanceOf(AppError);
    await resolveScreeningAlert(db, reviewer, {
      alertId,
      resolution: "dismissed",
      reason: "Listed person born elsewhere; passport checked",
    });
    const audited = await db.staffAuditEntry.findFirstOrThrow({ where: { action: "screening-alert-dismissed", targetId: joana } });
    expect(audited.actorEmail).toBe(reviewer.email);
    // The reason is the reviewer's free text: the hashed details hold its sealed reference, the reader the text.
    expect(JSON.parse(audited.details).reason).toEqual({ $sealed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const shown = (await processActivity(db, joana, PERSONAL_DATA_SHOWN)).find((e) => e.action === "screening-alert-dismissed");
    expect(JSON.parse(shown?.details ?? "{}")).toMatchObject({
      alertId,
      listEntryId: "x-2",
      reason: "Listed person born elsewhere; passport checked",
    });
    await expect(
      resolveScreeningAlert(db, reviewer, { alertId, resolution: "confirmed", reason: "second thoughts" }),
    ).rejects.toMatchObject({ code: "conflict" });

    // Screening again never repeats an alert, whatever became of it; an auditor reads the names masked.
    await rescreenNow();
    expect(await db.screeningAlert.count({ where: { processId: joana } })).toBe(1);
    const masked = await processScreeningAlerts(db, auditor, joana);
    expect(masked[0]?.listedName).not.toContain("Joana");
  });
});
