import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { createAccount, expectSuccess, type TestAccount } from "../api/support";
import { sentMails } from "../support/cli";
import { flowStep, reviewerPage } from "./applicant-steps-support";
import { expectNoSeriousViolations, PHONE } from "./applicant-support";

test.describe.configure({ timeout: 300_000 });

/** Per recorder run: its start after "connected" and its last, unsent piece. */
const RECORDING_TOLERANCE_SECONDS = 2;

const CALL_FLOW = {
  name: "Video identification",
  steps: [
    flowStep("call", "Video identification", "videoconference", { preventPrevious: true }),
    // A step after the call keeps the process in progress, so the API still serves its files.
    flowStep("schedule", "Schedule a follow-up", "videoconference-schedule"),
  ],
};

/** A new process and the link e-mailed to the applicant, read from the e2e server's SMTP sink. */
async function processWithMailedLink(request: APIRequestContext, account: TestAccount, language: string) {
  const created = await expectSuccess(
    await request.post("/api/processes", { headers: { ...account.headers, "accept-language": language }, data: {} }),
    201,
    "BIOPMPCS004",
  );
  const processId = String(created.data.processId);
  const email = `applicant-${processId.slice(0, 8)}@example.pt`;
  await expectSuccess(
    await request.post("/api/providers/custom/email01/send-email", {
      headers: account.headers,
      data: { template: "link", processId, email, name: "Ana Silva" },
    }),
    200,
    "BIOEMCTS001",
  );
  await expect.poll(() => sentMails().some((m) => m.to.includes(email)), { timeout: 30_000 }).toBe(true);
  const mail = sentMails().findLast((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/verify\/\S+\?token=[\w.-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  return { processId, link: new URL(link).pathname + new URL(link).search };
}

/** The <video> plays for real: frames of some size and time advancing. */
async function expectPlaying(page: Page) {
  const video = page.getByTestId("remote-video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 60_000 }).toBeGreaterThan(0);
  const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(at);
}

async function applicantJoins(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext({ ...PHONE })).newPage();
  await page.goto(link);
  await page.getByRole("button", { name: /I agree: join the call|Concordo: entrar na chamada/ }).click({ timeout: 60_000 });
  return page;
}

function probe(bytes: Buffer): { duration: number; streams: string[] } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "call-")), "call.webm");
  fs.writeFileSync(file, bytes);
  const out = JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", file], {
      encoding: "utf8",
    }),
  ) as { format: { duration: string }; streams: { codec_type: string }[] };
  return { duration: Number(out.format.duration), streams: out.streams.map((s) => s.codec_type).sort() };
}

async function callResult(request: APIRequestContext, account: TestAccount, processId: string) {
  const record = (await expectSuccess(await request.get(`/api/processes/${processId}`, { headers: account.headers }), 200, "BIOPMPCS003"))
    .data as {
    data: { action: string; provider: { result: Record<string, unknown> } }[];
  };
  return record.data.find((r) => r.action === "videoconference")?.provider.result as {
    recording: { url: string; sha256: string; size: number; durationSeconds: number };
    times: { connectedAt: string; endedAt: string };
    callSeconds: number;
    checklist: { id: string; checked: boolean }[];
    captures: { kind: string }[];
  };
}

async function downloadRecording(request: APIRequestContext, account: TestAccount, processId: string, url: string): Promise<Buffer> {
  const answer = await request.get(`/api/files/videos/${url.split("/").at(-1)}`, {
    headers: { ...account.headers, "svc-process": processId },
  });
  expect(answer.status()).toBe(200);
  return Buffer.from(await answer.text(), "base64");
}

for (const [lang, language] of [
  ["en", "en-GB"],
  ["pt", "pt-PT"],
] as const) {
  test(`@video a live call between the applicant's phone and the agent, recorded, passed by the agent (${lang})`, async ({
    browser,
    request,
  }) => {
    const account = createAccount(CALL_FLOW);
    const { processId, link } = await processWithMailedLink(request, account, language);
    const applicantPage = await (await browser.newContext({ ...PHONE })).newPage();
    await applicantPage.goto(link);
    await expect(applicantPage.getByRole("heading", { level: 1, name: "Video identification" })).toBeVisible();
    await expectNoSeriousViolations(applicantPage);

    const agent = await reviewerPage(browser);
    await agent.context().addCookies([{ name: "idv-locale", value: lang, url: agent.url() }]);
    await agent.goto(`/processes/${processId}`);
    await agent.getByRole("button", { name: lang === "en" ? "Open video conference" : "Abrir videoconferência" }).click();
    await expect(agent).toHaveURL(new RegExp(`/processes/${processId}/call$`));
    await agent.getByRole("button", { name: lang === "en" ? "Start the call" : "Iniciar a chamada" }).click();

    await applicantPage.getByRole("button", { name: /I agree: join the call|Concordo: entrar na chamada/ }).click({ timeout: 60_000 });
    await expect(agent.getByTestId("call-state")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
    const connectedAt = Date.now();
    await expect(applicantPage.getByTestId("call-state")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
    await expectPlaying(applicantPage);
    await expectPlaying(agent);
    await expectNoSeriousViolations(applicantPage);
    const axe = (await import("@axe-core/playwright")).default;
    const serious = (await new axe({ page: agent }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => v.id)).toEqual([]);

    await agent.getByRole("button", { name: lang === "en" ? "Capture face" : "Capturar o rosto" }).click();
    await agent.getByRole("button", { name: lang === "en" ? "Capture document front" : "Capturar a frente do documento" }).click();
    await expect(agent.getByTestId("captures").getByRole("listitem")).toHaveCount(2, { timeout: 60_000 });
    for (const box of await agent.getByRole("checkbox").all()) await box.check();
    await agent.getByLabel(lang === "en" ? "Passed" : "Aprovada").check();
    await agent.waitForTimeout(4000);
    const heldSeconds = (Date.now() - connectedAt) / 1000;
    await agent.getByRole("button", { name: lang === "en" ? "Complete the step" : "Concluir o passo" }).click();
    await expect(agent.getByRole("status").filter({ hasText: /passed|aprovada/ })).toBeVisible({ timeout: 120_000 });
    const measuredSeconds = (Date.now() - connectedAt) / 1000;

    await expect(applicantPage.getByRole("heading", { level: 1, name: "Schedule a follow-up" })).toBeVisible({ timeout: 60_000 });
    const result = await callResult(request, account, processId);
    const recording = await downloadRecording(request, account, processId, result.recording.url);
    const probed = probe(recording);
    console.log(
      `call ${result.callSeconds} s (test clock: held ${heldSeconds.toFixed(1)} s, until passed ${measuredSeconds.toFixed(1)} s), recording ${probed.duration} s, ${recording.length} bytes`,
    );
    expect(probed.streams).toEqual(["audio", "video"]);
    // Bounded by the test's own clock, not the server's stamps: those also count the time the completion takes (the
    // last piece's upload, assembling the file), which grows with the machine's load while the recording does not.
    expect(probed.duration).toBeGreaterThanOrEqual(heldSeconds - RECORDING_TOLERANCE_SECONDS);
    expect(probed.duration).toBeLessThanOrEqual(measuredSeconds + RECORDING_TOLERANCE_SECONDS);
    expect(result.callSeconds).toBeLessThanOrEqual(measuredSeconds + RECORDING_TOLERANCE_SECONDS);
    expect(result.checklist.every((item) => item.checked)).toBe(true);
    expect(result.captures.map((c) => c.kind)).toEqual(["face", "document-front"]);
  });
}

test("@video a dropped applicant reconnects to the same call and the recording keeps both parts", async ({ browser, request }) => {
  const account = createAccount(CALL_FLOW);
  const { processId, link } = await processWithMailedLink(request, account, "en-GB");
  const agent = await reviewerPage(browser);
  await agent.goto(`/processes/${processId}`);
  await agent.getByRole("button", { name: "Open video conference" }).click();
  await agent.getByRole("button", { name: "Start the call" }).click();

  const first = await applicantJoins(browser, link);
  await expect(agent.getByTestId("call-state")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  const firstConnectedAt = Date.now();
  await expectPlaying(agent);
  // Longer than the tolerance, so a recording that kept only the second part falls short.
  await agent.waitForTimeout(8000);
  const beforeDrop = (Date.now() - firstConnectedAt) / 1000;
  await first.context().close();
  await expect(agent.getByTestId("call-state")).toHaveAttribute("data-state", /reconnecting|waiting/, { timeout: 30_000 });

  const second = await applicantJoins(browser, link);
  await expect(agent.getByTestId("call-state")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  const secondConnectedAt = Date.now();
  await expectPlaying(agent);
  await expectPlaying(second);
  await agent.waitForTimeout(4000);
  await agent.getByLabel("Passed").check();
  const afterReconnect = (Date.now() - secondConnectedAt) / 1000;
  await agent.getByRole("button", { name: "Complete the step" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "passed" })).toBeVisible({ timeout: 120_000 });

  const result = await callResult(request, account, processId);
  const probed = probe(await downloadRecording(request, account, processId, result.recording.url));
  console.log(
    `reconnected call ${result.callSeconds} s: connected ${beforeDrop.toFixed(1)} s before the drop, ${afterReconnect.toFixed(1)} s after; recording ${probed.duration} s`,
  );
  expect(probed.streams).toEqual(["audio", "video"]);
  // Both parts are in the one file: its length covers the time connected before the drop and after the reconnection.
  expect(probed.duration).toBeGreaterThanOrEqual(beforeDrop + afterReconnect - 2 * RECORDING_TOLERANCE_SECONDS);

  // The process page plays the recording through the staff files route.
  await agent.goto(`/processes/${processId}`);
  const player = agent.getByTestId("call-recording").locator("video");
  await expect(player).toBeVisible();
  const timeline = agent.getByTestId("event-row");
  for (const said of ["Agent opened the call", "Applicant consented to the recording", "Applicant joined the call"])
    await expect(timeline.filter({ hasText: said }).first()).toBeVisible();
  const served = await agent.request.get(String(await player.getAttribute("src")));
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "video/webm"]);

  // The applicant books the follow-up (the last step: the process finishes): the agents' list of scheduled calls shows it.
  const date = new Date(Date.now() + 86_400_000).toISOString();
  const booking = { postpone: false, date, phone: { country: "PT", number: "912345678" }, email: "ana@example.pt" };
  await expectSuccess(
    await request.post(`/api/processes/${processId}/step`, { headers: account.headers, data: booking }),
    200,
    "BIOPMSCS004",
  );
  await agent.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calls" }).click();
  await expect(agent.getByRole("heading", { level: 1, name: "Scheduled calls" })).toBeVisible();
  await expect(agent.getByTestId("scheduled-call").filter({ has: agent.locator(`a[href="/processes/${processId}"]`) })).toBeVisible();
});
