import { expect, test } from "@playwright/test";
import { createAccount } from "../api/support";
import { expectStepPage, flowStep, reviewerPage, stepRecord } from "./applicant-steps-support";
import { PHONE, processWithLink } from "./applicant-support";

test.describe.configure({ timeout: 240_000 });
test.use(PHONE);

const formStep = (id: string, name: string, field: string) => ({
  ...flowStep(id, name, "form"),
  action: { type: "form", settings: {}, fields: [{ name: field, required: true }] },
});

const FLOW = {
  name: "Form, video identification, form",
  steps: [
    formStep("about", "About you", "name"),
    flowStep("call", "Video call", "videoconference"),
    formStep("contact", "Contact", "email"),
  ],
};

test("@case a postponed video call is no passed step: the applicant books a time, the case says the identification was not done", async ({
  page,
  request,
  browser,
}) => {
  const account = createAccount(FLOW);
  const { processId, link } = await processWithLink(request, account, "en-GB");
  await page.goto(link);
  await expectStepPage(page, "About you", { canGoBack: false });
  await page.getByLabel("Full name").fill("Ana Sofia Silva");
  await page.getByRole("button", { name: "Continue" }).click();

  await expectStepPage(page, "Video call", { canGoBack: true });
  await page.getByRole("button", { name: "I cannot do it now: postpone" }).click();
  // Postponing is booking a time to be called, not skipping the call.
  await expect(page.getByText("Your identity is not verified until the video call takes place.")).toBeVisible();
  await page.getByLabel("Date and time").fill(`${new Date().getFullYear() + 1}-03-02T10:30`);
  await page.getByRole("group", { name: "Mobile phone" }).getByLabel("Number").fill("912345678");
  await page.getByLabel("E-mail").fill("ana.silva@example.pt");
  await page.getByRole("button", { name: "Postpone and book this time" }).click();

  await expectStepPage(page, "Contact", { canGoBack: true });
  await page.getByLabel("E-mail").fill("ana.silva@example.pt");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Verification complete" })).toBeVisible({ timeout: 30_000 });

  const reviewer = await reviewerPage(browser);
  await reviewer.setViewportSize({ width: 1440, height: 900 });
  await reviewer.goto(`/processes/${processId}`);
  await expect(stepRecord(reviewer, "videoconference").getByTestId("record-state")).toHaveText("Postponed");
  const banner = reviewer.getByTestId("case-summary");
  await expect(banner).toHaveAttribute("data-tone", "critical");
  await expect(reviewer.getByTestId("summary-outcome")).toHaveText("Finished: 1 to weigh before deciding");
  await expect(banner.getByTestId("finding-text")).toHaveText(
    /^Video identification not done: the applicant postponed the call and asked to be called on 2 March \d{4}/,
  );
  const bar = reviewer.getByTestId("decision-bar");
  await bar.getByRole("radio", { name: "Approve" }).check();
  const acknowledgements = bar.getByTestId("acknowledgements").getByRole("checkbox");
  await expect(acknowledgements).toHaveCount(1);
  await expect(bar.getByTestId("acknowledgements")).toContainText("Video call: Video identification not done");
});

test("@case once an agent has opened the call, the applicant is offered no postponement", async ({ page, request, browser }) => {
  const account = createAccount(FLOW);
  const { processId, link } = await processWithLink(request, account, "en-GB");
  await page.goto(link);
  await page.getByLabel("Full name").fill("Rui Costa");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectStepPage(page, "Video call", { canGoBack: true });
  await expect(page.getByRole("button", { name: "I cannot do it now: postpone" })).toBeVisible();

  const agent = await reviewerPage(browser);
  await agent.goto(`/processes/${processId}`);
  await agent.getByRole("button", { name: "Open video conference" }).click();
  await expect(agent).toHaveURL(new RegExp(`/processes/${processId}/call$`));
  await expect(page.getByRole("button", { name: "I agree: join the call" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "I cannot do it now: postpone" })).toHaveCount(0);
});
