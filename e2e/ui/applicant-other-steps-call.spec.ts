import { expect, type Page, test } from "@playwright/test";
import { createAccount } from "../api/support";
import { expectStepPage, flowStep } from "./applicant-steps-support";
import { expectNoSeriousViolations, PHONE, processWithLink } from "./applicant-support";

test.describe.configure({ timeout: 240_000 });
test.use(PHONE);

const JOINT_ACCOUNT_FLOW = {
  name: "Joint account with a video call",
  steps: [
    flowStep("co-owners", "Co-owners", "joint-ownership"),
    flowStep("schedule", "Schedule the video call", "videoconference-schedule"),
    flowStep("call", "Video call", "videoconference", { preventPrevious: true }),
  ],
};

async function fillCoOwner(page: Page, n: number, owner: { name: string; email: string; number: string }) {
  const group = page.getByRole("group", { name: `Co-owner ${n}` });
  await group.getByLabel("Full name").fill(owner.name);
  await group.getByLabel("E-mail").fill(owner.email);
  await group.getByRole("group", { name: "Mobile phone" }).getByLabel("Number").fill(owner.number);
}

/** Resolves when the waiting room has asked the server whether the call is open (its canjoin). */
function callCheck(page: Page) {
  return page.waitForResponse(
    (r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]) && r.url().includes("/verify/"),
    { timeout: 30_000 },
  );
}

test("co-owners, the call's schedule and the video call's waiting room, postponed, in English, on a phone", async ({ page, request }) => {
  const account = createAccount(JOINT_ACCOUNT_FLOW);
  const { link } = await processWithLink(request, account, "en-GB");
  await page.goto(link);

  await expectStepPage(page, "Co-owners", { canGoBack: false });
  await expect(page.getByText("Add every co-owner of the account.")).toBeVisible();
  await fillCoOwner(page, 1, { name: "Ana Sofia Silva", email: "ana.silva.example.pt", number: "912345678" });
  await page.getByRole("button", { name: "Continue" }).click();
  const firstEmail = page.getByRole("group", { name: "Co-owner 1" }).getByLabel("E-mail");
  await expect(firstEmail).toHaveAccessibleDescription("Enter an e-mail address such as name@example.com.");
  await expect(firstEmail).toHaveAttribute("aria-invalid", "true");
  // Caught in the browser: nothing was sent, no attempt was spent, so no count of attempts shows yet.
  await expect(page.getByTestId("attempts-left")).toHaveCount(0);

  await firstEmail.fill("ana.silva@example.pt");
  await page.getByRole("button", { name: "Add a co-owner" }).click();
  await fillCoOwner(page, 2, { name: "Rui Miguel Sousa", email: "ANA.SILVA@example.pt", number: "913456789" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("step-failure")).toContainText("users: ana.silva@example.pt appears more than once");
  await expect(page.getByTestId("attempts-left")).toHaveText("3 attempts left");
  await page.getByRole("group", { name: "Co-owner 2" }).getByLabel("E-mail").fill("rui.sousa@example.pt");
  await page.getByRole("button", { name: "Continue" }).click();

  await expectStepPage(page, "Schedule the video call", { canGoBack: true });
  await expect(page.getByText("Choose when we should call you.")).toBeVisible();
  const date = page.getByLabel("Date and time");
  await date.fill("2020-03-02T10:30");
  await page.getByRole("group", { name: "Mobile phone" }).getByLabel("Number").fill("912345678");
  await page.getByLabel("E-mail").fill("ana.silva@example.pt");
  await page.getByRole("button", { name: "Postpone" }).click();
  await expect(date).toHaveAccessibleDescription("must be in the future");
  await expect(page.getByTestId("step-failure")).toContainText("Please try again.");
  await date.fill(`${new Date().getFullYear() + 1}-03-02T10:30`);
  await page.getByRole("button", { name: "Postpone" }).click();

  await expectStepPage(page, "Video call", { canGoBack: false });
  const status = page.getByRole("status");
  // The room keeps asking while no reviewer has opened the call, and offers nothing to join meanwhile.
  await callCheck(page);
  await callCheck(page);
  await expect(status).toHaveText("Waiting for the agent to open the call…");
  await expect(page.getByRole("button", { name: "Join the call" })).toHaveCount(0);

  // The live call itself (agent, media, recording) is e2e/ui/video-call.spec.ts (@video); here the applicant postpones it
  // by booking a time to be called.
  await page.getByRole("button", { name: "I cannot do it now: postpone" }).click();
  await page.getByLabel("Date and time").fill(`${new Date().getFullYear() + 1}-03-03T11:00`);
  await page.getByRole("group", { name: "Mobile phone" }).getByLabel("Number").fill("912345678");
  await page.getByLabel("E-mail").fill("ana.silva@example.pt");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Postpone and book this time" }).click();
  await expect(page.getByRole("heading", { name: "Verification complete" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);
});
