import { expect, type Page, type Request, test } from "@playwright/test";
import { FORM as APPLICANT, createAccount, FORM_STEP as FORM, startProcess, VIDEO_STEP } from "../api/support";
import { idv, sentMails, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

function staffUser(role: "admin" | "auditor" | "reviewer") {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  return email;
}

/** A process of a fresh account, started through the API and walked through the given submissions. */
async function processVia(page: Page, steps: unknown[], bodies: unknown[] = []): Promise<string> {
  const account = createAccount({ name: "Desk flow", steps });
  const processId = await startProcess(page.request, account);
  for (const body of bodies) {
    const submitted = await page.request.post(`/api/processes/${processId}/step`, { headers: account.headers, data: body });
    expect(submitted.status()).toBe(200);
  }
  return processId;
}

const CALL = { ...VIDEO_STEP, settings: { maxRetries: 1, preventPrevious: true, deviceType: "any" } };

async function captureAction(page: Page, submit: () => Promise<void>): Promise<Request> {
  const captured = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await submit();
  return captured;
}

async function replay(as: Page, original: Request, change: (body: string) => string) {
  const headers = Object.fromEntries(
    Object.entries(original.headers()).filter(([k]) => ["next-action", "content-type", "accept"].includes(k)),
  );
  return as.request.post(original.url(), { headers, data: change(original.postData() ?? "") });
}

test("notes keep their history; four-eyes decisions need a second reviewer; auditors see no controls and forged actions get 403", async ({
  browser,
  page,
}) => {
  // Three staff sessions and a dozen page loads: the longest scenario of the suite.
  test.slow();
  const processId = await processVia(page, [FORM], [APPLICANT]);
  await signIn(page, staffUser("reviewer"), PASSWORD);
  await page.goto(`/processes/${processId}`);

  await page.getByLabel(/New note/).fill("First line\nSecond line");
  const noteRequest = await captureAction(page, () => page.getByRole("button", { name: "Add note" }).click());
  await expect(page.getByTestId("note").first()).toContainText("Second line");
  await page.getByTestId("note").first().getByText("Edit").click();
  await page.getByTestId("note").first().getByLabel("Note text").fill("First line, corrected");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("note").first()).toContainText("First line, corrected");
  await page.getByText("Earlier versions (1)").click();
  await expect(page.getByTestId("note").first()).toContainText("Second line");

  const bar = page.getByTestId("decision-bar");
  await bar.getByRole("radio", { name: "Approve" }).check();
  await bar.getByLabel("Reason").selectOption({ label: "Identity verified" });
  await bar.getByRole("button", { name: "Decide…" }).click();
  await page.getByTestId("decision-confirm").getByRole("button", { name: "Yes, approve" }).click();
  await expect(page.getByText("becomes final when a second reviewer confirms it")).toBeVisible();
  await expect(page.getByTestId("decision-in-force")).toContainText("waiting for a second reviewer");
  await expect(page.getByRole("button", { name: "Confirm this decision" })).toHaveCount(0);

  const second = await browser.newPage();
  await signIn(second, staffUser("reviewer"), PASSWORD);
  await second.goto(`/processes/${processId}`);
  await second.getByRole("button", { name: "Confirm this decision" }).click();
  await expect(second.getByTestId("decision-in-force")).toContainText("Approved · Identity verified");
  await expect(second.getByTestId("decision-in-force")).toContainText("(final");
  await second.goto(`/processes?q=${processId}`);
  await expect(second.getByTestId("row-decision")).toHaveText("Approved");

  const auditor = await browser.newPage();
  await signIn(auditor, staffUser("auditor"), PASSWORD);
  await auditor.goto(`/processes/${processId}`);
  await expect(auditor.getByTestId("decision-in-force")).toContainText("final");
  for (const control of ["Add note", "Decide…", "Record a new decision…", "Send link", "Open video conference"])
    await expect(auditor.getByRole("button", { name: control })).toHaveCount(0);
  const forged = await replay(auditor, noteRequest, (body) => body.replace("First%20line", "Forged").replace("First line", "Forged"));
  expect(forged.status()).toBe(403);
  await auditor.reload();
  await expect(auditor.getByText("Forged")).toHaveCount(0);
  await expect(auditor.getByTestId("activity")).toContainText("Decision made");
  // The auditor's two views, one line.
  await expect(auditor.getByTestId("activity").locator("li").first()).toContainText(/auditor.* · Record viewed · 2 times since \d/);
});

test("resend link: a real SMTP server receives the applicant's link at the address the applicant gave, which opens the applicant page; a finished process is refused with BIOPMSCE002", async ({
  page,
  browser,
}) => {
  const to = uniqueEmail("applicant");
  const running = await processVia(page, [FORM, CALL], [{ ...APPLICANT, email: to }]);
  const finished = await processVia(page, [FORM], [APPLICANT]);
  await signIn(page, staffUser("reviewer"), PASSWORD);
  await page.goto(`/processes/${running}`);
  await expect(page.getByTestId("resend-recipient")).toHaveText(`The link goes to ${to}, the address the applicant gave.`);
  const request = await captureAction(page, () => page.getByRole("button", { name: "Send link" }).click());
  await expect(page.getByText(`Sent: Link sent to ${to}`)).toBeVisible();
  await expect.poll(() => sentMails().filter((m) => m.to.includes(to)).length).toBe(1);
  const mail = sentMails().find((m) => m.to.includes(to));
  const link = new RegExp(`https?://\\S+/verify/${running}\\?token=[\\w.-]+`).exec(mail?.text ?? "")?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link as string);
  const applicant = await browser.newPage();
  await applicant.goto(`${url.pathname}${url.search}`);
  await expect(applicant.getByRole("heading", { name: "Video call" })).toBeVisible();

  await page.goto(`/processes/${finished}`);
  await expect(page.getByText("The process is finished: its link is no longer sent.")).toBeVisible();
  const refused = await replay(page, request, (body) => body.replaceAll(running, finished));
  expect(refused.status()).toBe(200);
  expect(await refused.text()).toContain("BIOPMSCE002");
});

test("video conference: open from the process page, complete as passed, the process advances and the timeline shows the join", async ({
  page,
}) => {
  const processId = await processVia(page, [FORM, CALL, { ...FORM, id: "after", name: "After the call" }], [APPLICANT]);
  await signIn(page, staffUser("reviewer"), PASSWORD);
  await page.goto(`/processes/${processId}`);
  await page.getByRole("button", { name: "Open video conference" }).click();
  await expect(page).toHaveURL(new RegExp(`/processes/${processId}/call$`));
  await expect(page.getByTestId("call-state")).toHaveAttribute("data-state", "idle");
  await page.getByLabel("Passed").check();
  await page.getByLabel("Note").fill("Document and face shown on camera");
  await page.getByRole("button", { name: "Complete the step" }).click();
  await expect(page.getByText("The call passed: the process moved to its next step.")).toBeVisible();
  await page.goto(`/processes/${processId}`);
  await expect(page.locator(`[data-type="videoconference-agent-joined"]`).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Open video conference" })).toBeDisabled();
  await expect(page.getByText(/BIOPMCSE008/)).toBeVisible();
});
