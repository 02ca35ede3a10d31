import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { datesEn } from "../../lib/i18n/back-office/dates/en";
import { datesPt } from "../../lib/i18n/back-office/dates/pt";
import { formatTimestamp } from "../../lib/i18n/format";
import { DEFAULT_CHECKLIST } from "../../lib/steps/videoconference/checklist";
import { createAccount, expectSuccess, type TestAccount } from "../api/support";
import { idv, uniqueEmail } from "../support/cli";
import { DEMO_APPLICANT, demoIdCard } from "../support/demo-media";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD } from "../support/workspace";
import { flowStep, stepRecord } from "./applicant-steps-support";
import { PHONE, processWithLink } from "./applicant-support";

test.describe.configure({ timeout: 600_000 });

const FLOW = {
  name: "Form, ID card, video identification",
  steps: [
    {
      ...flowStep("form", "Personal data", "form"),
      action: { type: "form", settings: {}, fields: ["name", "email"].map((name) => ({ name, required: true })) },
    },
    // No validation fails the step: the record keeps what the OCR read off the card, the document number among it.
    flowStep("document", "ID card", "document-ocr", { settings: { requiredValidations: [] } }),
    flowStep("call", "Video identification", "videoconference", { preventPrevious: true }),
  ],
};
const AGENT = { name: "Rui Agente Costa", password: "a-long-test-password" };

type CallResult = {
  agent: { name: string; email: string };
  times: { openedAt: string; connectedAt: string; endedAt: string };
  callSeconds: number;
  recording: { sha256: string };
};

/** The applicant's form and ID card through the API: the process waits at the video call. */
async function walkToCall(request: APIRequestContext, account: TestAccount, processId: string) {
  const submit = async (data: unknown) =>
    expectSuccess(await request.post(`/api/processes/${processId}/step`, { headers: account.headers, data }), 200, "BIOPMSCS002");
  await submit({ name: DEMO_APPLICANT.name, email: DEMO_APPLICANT.email });
  await submit(demoIdCard());
}

/** A real call: the applicant's phone joins, the agent ticks the whole checklist and passes it; the recording is stored. */
async function passCall(browser: Browser, link: string, processId: string, agentEmail: string) {
  const applicant = await (await browser.newContext({ ...PHONE })).newPage();
  await applicant.goto(link);
  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, agentEmail, AGENT.password);
  await agent.goto(`/processes/${processId}`);
  await agent.getByRole("button", { name: "Open video conference" }).click();
  await agent.getByRole("button", { name: "Start the call" }).click();
  await applicant.getByRole("button", { name: /I agree: join the call|Concordo: entrar na chamada/ }).click({ timeout: 60_000 });
  await expect(agent.getByTestId("call-state")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  // The applicant's picture reaches the agent: the recording has a call to hold.
  const remote = agent.getByTestId("remote-video");
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 60_000 }).toBeGreaterThan(0);
  for (const box of await agent.getByRole("checkbox").all()) await box.check();
  await agent.getByLabel("Passed").check();
  await agent.getByRole("button", { name: "Complete the step" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "passed" })).toBeVisible({ timeout: 240_000 });
  await applicant.context().close();
  await agent.context().close();
}

async function callResult(request: APIRequestContext, account: TestAccount, processId: string): Promise<CallResult> {
  const record = (await expectSuccess(await request.get(`/api/processes/${processId}`, { headers: account.headers }), 200, "BIOPMPCS003"))
    .data as { data: { action: string; provider: { result: CallResult } }[] };
  const call = record.data.find((r) => r.action === "videoconference")?.provider.result;
  if (!call) throw new Error(`process ${processId} has no call verdict`);
  return call;
}

/** A time as the panel writes it in the reader's language: "23 Nov 2026, 10:00:05 UTC", "23 nov. 2026, 10:00:05 UTC". */
function inWords(iso: string, locale: "en-GB" | "pt-PT"): string {
  return formatTimestamp(iso, locale === "pt-PT" ? datesPt : datesEn);
}

test("@video an auditor reads a finished call: checklist, agent, times and the recording's SHA-256 as they are; the applicant's name and document number masked", async ({
  browser,
  request,
}) => {
  const account = createAccount(FLOW);
  const { processId, link } = await processWithLink(request, account, "en-GB");
  await walkToCall(request, account, processId);
  const agentEmail = uniqueEmail("agent");
  idv("user:create", "--email", agentEmail, "--role", "reviewer", "--name", AGENT.name, "--password", AGENT.password);
  await passCall(browser, link, processId, agentEmail);
  const call = await callResult(request, account, processId);
  expect(call.agent).toMatchObject({ name: AGENT.name, email: agentEmail });

  const page = await (await browser.newContext()).newPage();
  await signIn(page, "auditor@idv.local", DEMO_PASSWORD);
  for (const [cookie, locale] of [
    ["en", "en-GB"],
    ["pt", "pt-PT"],
  ] as const) {
    await page.context().addCookies([{ name: "idv-locale", value: cookie, url: new URL("/", page.url()).href }]);
    await page.goto(`/processes/${processId}`);
    await expect(page.getByTestId("masked-note")).toBeVisible();
    const panel = stepRecord(page, "videoconference").getByTestId("panel-call");
    await expect(panel).toBeVisible();
    // Soft: a panel that masks several of these says so for each.
    await expect.soft(panel, "the agent by name, with the e-mail").toContainText(`${AGENT.name} <${agentEmail}>`);
    const times = [call.times.openedAt, call.times.connectedAt, call.times.endedAt];
    await expect.soft(panel.locator("time"), "opened, connected, ended as dates").toHaveText(times.map((iso) => inWords(iso, locale)));
    for (const [i, iso] of times.entries()) await expect.soft(panel.locator("time").nth(i)).toHaveAttribute("datetime", iso);
    const connectedFor = new RegExp(`${cookie === "en" ? "Time connected" : "Tempo ligado"}\\s*${call.callSeconds.toFixed(0)} s`);
    await expect.soft(panel, "the time connected").toContainText(connectedFor);
    for (const item of DEFAULT_CHECKLIST) await expect.soft(panel, "a checklist label").toContainText(`☑ ${item.label}`);
    await expect.soft(panel.getByTestId("call-recording")).toHaveAttribute("data-recording", "withheld");
    await expect.soft(panel, "the recording's SHA-256 in full").toContainText(call.recording.sha256);
    await expect.soft(panel.getByTestId("recording-sha256")).toHaveText(call.recording.sha256);
    await expect.soft(panel.getByRole("button", { name: cookie === "en" ? "Copy" : "Copiar" })).toBeVisible();
  }

  // The applicant's own data stays masked on the same page: her name (form and OCR) and her document number.
  const form = stepRecord(page, "form");
  await expect(form).not.toContainText("Maria");
  await expect(form).toContainText("M•••• I••• C•••••••• S••••");
  const documentRecord = stepRecord(page, "document-ocr");
  await expect(documentRecord).toContainText("••••••678");
  const html = await page.content();
  for (const value of ["Maria", "MARIA", "Sousa", "SOUSA", "C12345678", DEMO_APPLICANT.email]) expect(html, value).not.toContain(value);
});
