import { expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";
import { demoProcess } from "../support/workspace";

const PASSWORD = "a-long-test-password";
// Other specs decide this case too: its button then reads "Record a new decision…".
const DECIDE = /^(Decide…|Record a new decision…)$/;

async function reviewerOnCase(page: Page, viewport: { width: number; height: number }) {
  // A case page's first load takes over a minute when the shared machine is busy.
  test.setTimeout(240_000);
  const email = uniqueEmail("bar");
  idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  await page.setViewportSize(viewport);
  await signIn(page, email, PASSWORD);
  await page.goto(`/processes/${demoProcess("demo-face-mismatch")}`);
  return page.getByTestId("decision-bar");
}

test("@case at 1440 px the decide bar is one line at rest, taller only for acknowledgements, and never covers the case's end", async ({
  page,
}) => {
  const bar = await reviewerOnCase(page, { width: 1440, height: 900 });
  const decide = bar.getByRole("button", { name: DECIDE });
  await expect(decide).toBeVisible();
  // One line: a second row of controls would make the bar at least twice a control's height.
  const lineHeight = (await decide.boundingBox())?.height ?? 0;
  expect(lineHeight).toBeGreaterThan(0);
  expect((await bar.boundingBox())?.height).toBeLessThan(2 * lineHeight);
  await bar.getByRole("radio", { name: "Approve" }).check();
  await expect(bar.getByTestId("acknowledgements")).toBeVisible();
  expect((await bar.boundingBox())?.height).toBeGreaterThan(2 * lineHeight);
  await bar.getByRole("radio", { name: "Reject" }).check();
  await expect(bar.getByTestId("acknowledgements")).toHaveCount(0);
  // At the end of the page the bar sits below the case's last section, not over it.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
  const last = await bar.evaluate((element) => {
    const previous = element.previousElementSibling?.getBoundingClientRect();
    return { lastBottom: previous?.bottom ?? Number.POSITIVE_INFINITY, barTop: element.getBoundingClientRect().top };
  });
  expect(last.lastBottom).toBeLessThanOrEqual(last.barTop);
});

test("@case at 390 px the decide bar is one button that opens a sheet; Escape closes it", async ({ page }) => {
  const bar = await reviewerOnCase(page, { width: 390, height: 844 });
  const opener = bar.getByRole("button", { name: DECIDE });
  await expect(opener).toHaveCount(1);
  await expect(bar.getByRole("radio", { name: "Approve" })).toBeHidden();
  const buttonHeight = (await opener.boundingBox())?.height ?? 0;
  expect((await bar.boundingBox())?.height).toBeLessThan(2 * buttonHeight);
  await opener.click();
  await expect(bar).toHaveAttribute("data-sheet", "open");
  await bar.getByRole("radio", { name: "Approve" }).check();
  await expect(bar.getByTestId("acknowledgements")).toBeVisible();
  const sheet = await bar.boundingBox();
  expect(sheet && sheet.y >= 0 && sheet.y + sheet.height <= 844).toBe(true);
  await bar.getByLabel("Comment (optional)").focus();
  await page.keyboard.press("Escape");
  await expect(bar).toHaveAttribute("data-sheet", "closed");
  await expect(bar.getByRole("radio", { name: "Approve" })).toBeHidden();
  await expect(opener).toBeFocused();
});

test("@case a refused approval keeps the outcome, reason, comment and ticks, and says why", async ({ page }) => {
  const bar = await reviewerOnCase(page, { width: 1440, height: 900 });
  await bar.getByRole("radio", { name: "Approve" }).check();
  await bar.getByLabel("Reason").selectOption({ label: "Verified after manual review" });
  await bar.getByLabel("Comment (optional)").fill("Checked by phone.");
  const ticks = bar.getByTestId("acknowledgements").getByRole("checkbox");
  for (const box of await ticks.all()) await box.check();
  await bar.getByRole("button", { name: DECIDE }).click();
  // A forged form: the ticks are sent as none, which the server refuses whatever the page showed.
  await bar.locator('input[name="acknowledged"]').evaluate((input: HTMLInputElement) => {
    input.value = "";
  });
  await page.getByTestId("decision-confirm").getByRole("button", { name: "Yes, approve" }).click();
  await expect(bar.getByTestId("decision-message")).toContainText("Approving needs a tick on each finding of the case");
  await expect(bar.getByRole("radio", { name: "Approve" })).toBeChecked();
  await expect(bar.getByLabel("Reason")).toBeEnabled();
  await expect(bar.getByLabel("Reason").locator("option:checked")).toHaveText("Verified after manual review");
  await expect(bar.getByLabel("Comment (optional)")).toHaveValue("Checked by phone.");
  await expect(bar.getByTestId("acknowledgements")).toBeVisible();
  for (const box of await ticks.all()) await expect(box).toBeChecked();
});
