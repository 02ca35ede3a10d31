import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { createAccount, idv, type TestAccount } from "../api/support";
import { uniqueEmail } from "../support/cli";
import { DEMO_APPLICANT, demoIdCard, demoMediaBase64 } from "../support/demo-media";
import { signIn } from "../support/sign-in";
import { demoMedia, flowStep, reviewerPage } from "./applicant-steps-support";
import { ANALYSIS, PHONE, processWithLink } from "./applicant-support";

test.describe.configure({ timeout: 600_000 });

// The applicant's own browser (its fake camera films her face), closed after each test whatever happened.
let applicantBrowser: Browser | null = null;
test.afterEach(async () => {
  await applicantBrowser?.close();
  applicantBrowser = null;
});

const FLOW = {
  name: "Identification with a video call",
  steps: [
    { ...flowStep("about", "About you", "form"), action: { type: "form", settings: {}, fields: [{ name: "name" }, { name: "birthday" }] } },
    flowStep("document", "ID card", "document-ocr"),
    flowStep("selfie", "Selfie", "face-liveness-2d"),
    flowStep("call", "Video identification", "videoconference", { preventPrevious: true }),
    // A step after the call keeps the process in progress.
    flowStep("after", "Schedule a follow-up", "videoconference-schedule"),
  ],
};

/** The demo applicant's form, ID card and selfie through the API, on the real checks: the process waits at the call. */
async function walkToCall(request: APIRequestContext, account: TestAccount, processId: string) {
  for (const data of [
    { name: DEMO_APPLICANT.name, birthday: DEMO_APPLICANT.birthday },
    demoIdCard(),
    { photo: demoMediaBase64("selfie.jpg") },
  ]) {
    const answer = await request.post(`/api/processes/${processId}/step`, { headers: account.headers, data, ...ANALYSIS });
    expect(answer.status()).toBe(200);
  }
}

/**
 * The applicant's phone in a browser of its own whose fake camera films her selfie (a Y4M the fake device loops), so
 * the agent's face capture shows a face; the suite's other browsers film a test pattern.
 */
async function applicantFilmingHerFace(browser: Browser, link: string): Promise<Page> {
  const video = test.info().outputPath("applicant-face.y4m");
  const scale = "scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2,format=yuv420p";
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-loop",
    "1",
    "-i",
    demoMedia("selfie.jpg"),
    "-vf",
    scale,
    "-r",
    "10",
    "-frames:v",
    "10",
    video,
  ]);
  const launch = test.info().project.use.launchOptions ?? {};
  applicantBrowser = await browser
    .browserType()
    .launch({ ...launch, args: [...(launch.args ?? []), `--use-file-for-fake-video-capture=${video}`] });
  const page = await (await applicantBrowser.newContext({ ...PHONE })).newPage();
  await page.goto(link);
  return page;
}

/** Every uncaught error and console error of the page, from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The image finished loading with real pixels (through the staff file route); scrolled to, as a lazy image loads in view. */
async function expectLoadedImage(image: Locator) {
  await image.evaluate((img) => img.scrollIntoView({ block: "center" })).catch(() => undefined);
  await expect.soft(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth).catch(() => 0), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** Where an element is on the page; null when the page has no such element. */
const box = (locator: Locator) => locator.boundingBox({ timeout: 10_000 }).catch(() => null);

test("@video the agent's room puts the applicant's data, document portrait and selfie beside the live video, scores a live face capture, and completes without a page error", {
  tag: "@docs",
}, async ({ browser, request }) => {
  const account = createAccount(FLOW);
  const { processId, link } = await processWithLink(request, account, "en-GB");
  await walkToCall(request, account, processId);

  const agent = await reviewerPage(browser);
  await agent.setViewportSize({ width: 1440, height: 900 });
  const errors = pageErrors(agent);
  await agent.goto(`/processes/${processId}`);
  await agent.getByRole("button", { name: "Open video conference" }).click();
  await expect(agent).toHaveURL(new RegExp(`/processes/${processId}/call$`));

  // Before the call starts the agent already has what to compare against, beside the video.
  const side = agent.getByTestId("room-applicant");
  await expect.soft(side.getByTestId("room-applicant-name")).toHaveText(DEMO_APPLICANT.name);
  await expect.soft(side.getByTestId("room-applicant-birth-date")).toHaveText(DEMO_APPLICANT.birthday);
  await expect.soft(side.getByTestId("room-applicant-document-number")).toHaveText("C12345678");
  await expect.soft(side.getByTestId("room-applicant-document-expiry")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect.soft(side.getByTestId("room-document-image")).toHaveAttribute("data-shows", "document-portrait");
  await expectLoadedImage(side.getByRole("img", { name: "Document portrait" }));
  await expectLoadedImage(side.getByRole("img", { name: "Selfie from the face step" }));
  const video = await box(agent.getByTestId("live-video"));
  const beside = await box(agent.getByTestId("room-side"));
  expect
    .soft(Boolean(video && beside && beside.x >= video.x + video.width), "at 1440 px the applicant's side is right of the video")
    .toBe(true);

  await agent.getByRole("button", { name: "Start the call" }).click();
  const applicant = await applicantFilmingHerFace(browser, link);
  await applicant.getByRole("button", { name: /I agree: join the call|Concordo: entrar na chamada/ }).click({ timeout: 60_000 });
  await expect(agent.getByTestId("call-state")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
  const remote = agent.getByTestId("remote-video");
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 60_000 }).toBeGreaterThan(0);

  // A live face capture, compared with the document portrait and the selfie: a score and the threshold for each.
  await agent.getByRole("button", { name: "Capture face" }).click();
  const scores = agent.getByTestId("face-comparison").getByTestId("face-score");
  await expect.soft(scores).toHaveCount(2, ANALYSIS);
  for (const against of ["document", "selfie"]) {
    const score = scores.and(agent.locator(`[data-against="${against}"]`));
    await expect.soft(score).toHaveAttribute("data-score", /^0\.\d+$/);
    await expect.soft(score).toContainText(/score 0\.\d\d, threshold 0\.70/);
  }
  const captures = agent.getByTestId("capture");
  await expect.soft(captures).toHaveCount(1, ANALYSIS);
  await expect.soft(captures.first()).toContainText("Face, live capture 1");
  console.log(`face capture: ${(await scores.allTextContents()).join(" | ")} (load average ${os.loadavg().map((l) => l.toFixed(1))})`);
  // npm run docs:screenshots: the room as the agent sees it mid-call, for the README.
  if (process.env.DOCS_SCREENSHOTS) await agent.screenshot({ path: path.resolve("docs/screenshots/agent-room-1440.png") });

  // Enlarged, then retaken: the retake replaces that capture, in its place.
  const enlarge = agent.getByRole("button", { name: "Enlarge: Face, live capture 1" });
  await expect.soft(enlarge).toBeVisible();
  if (await enlarge.isVisible()) {
    await enlarge.click();
    const dialog = agent.getByRole("dialog", { name: "Face, live capture 1" });
    await expectLoadedImage(dialog.getByRole("img", { name: "Face, live capture 1" }));
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    const firstStill = await captures.first().getAttribute("data-file-id");
    await agent.getByRole("button", { name: "Retake: Face, live capture 1" }).click();
    await expect(captures.first()).not.toHaveAttribute("data-file-id", firstStill ?? "", ANALYSIS);
    await expect(captures).toHaveCount(1);
  }

  // At 390 px the comparison stacks under the video and nothing is wider than the screen.
  await agent.setViewportSize({ width: 390, height: 844 });
  const narrowVideo = await box(agent.getByTestId("live-video"));
  const narrowComparison = await box(agent.getByTestId("face-comparison"));
  const isUnder = Boolean(narrowVideo && narrowComparison && narrowComparison.y >= narrowVideo.y + narrowVideo.height);
  expect.soft(isUnder, "at 390 px the comparison is under the video").toBe(true);
  expect.soft(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await agent.setViewportSize({ width: 1440, height: 900 });

  for (const check of await agent.getByRole("checkbox").all()) await check.check();
  await agent.getByLabel("Passed").check();
  await agent.getByRole("button", { name: "Complete the step" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "passed" })).toBeVisible({ timeout: 120_000 });
  await expect(applicant.getByRole("heading", { level: 1, name: "Schedule a follow-up" })).toBeVisible({ timeout: 60_000 });
  expect(errors, "no page error or console error in the agent's room, the call completed").toEqual([]);

  // The record names the capture for what it shows.
  await agent.goto(`/processes/${processId}`);
  await expectLoadedImage(agent.getByTestId("panel-call").getByRole("img", { name: "Face, live capture 1" }));
});

test("@video an auditor gets no agent's room: the call page answers 403 and shows none of the applicant's data", async ({
  request,
  browser,
}) => {
  const account = createAccount({ name: "Video identification", steps: [FLOW.steps[0], FLOW.steps[3], FLOW.steps[4]] });
  const { processId } = await processWithLink(request, account, "en-GB");
  const answer = await request.post(`/api/processes/${processId}/step`, { headers: account.headers, data: { name: DEMO_APPLICANT.name } });
  expect(answer.status()).toBe(200);
  const email = uniqueEmail("auditor");
  idv("user:create", "--email", email, "--role", "auditor", "--password", "a-long-test-password");
  const auditor = await (await browser.newContext()).newPage();
  await signIn(auditor, email, "a-long-test-password");
  const room = await auditor.goto(`/processes/${processId}/call`);
  expect(room?.status()).toBe(403);
  await expect(auditor.getByText(DEMO_APPLICANT.name)).toHaveCount(0);
  await expect(auditor.getByTestId("remote-video")).toHaveCount(0);
});
