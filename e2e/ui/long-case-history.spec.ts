import { expect, test } from "@playwright/test";
import { idv } from "../support/cli";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD } from "../support/workspace";

// The bench's heavy process: 20 step records (each step type, some retried) and 299 events.
const heavyProcess = () => idv<{ processId: string }>("seed:showcase", "--heavy").processId;

test("a long timeline shows its latest 50 events and offers every one; its type filter reads the whole timeline", async ({ page }) => {
  const processId = heavyProcess();
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto(`/processes/${processId}`);
  const rows = page.getByTestId("event-row");
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId("timeline-latest")).toHaveText("Showing the latest 50 of 299 events. Show all 299 events");
  // The latest ones: the timeline ends with the same event either way.
  const lastShown = await rows.last().textContent();

  await page.getByTestId("timeline-show-all").click();
  await expect(page).toHaveURL(new RegExp(`/processes/${processId}\\?timeline=all#events$`));
  await expect(rows).toHaveCount(299);
  await expect(page.getByTestId("timeline-latest")).toHaveCount(0);
  expect(await rows.last().textContent()).toBe(lastShown);
  await page.getByTestId("event-filter-payload-submitted").click();
  await expect(rows).toHaveCount(20);

  await page.goto(`/processes/${processId}`);
  await page.getByTestId("event-filter-process-updated").click();
  await expect(page).toHaveURL(/events=process-updated/);
  await expect(rows).toHaveCount(277);
  expect(new Set(await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-type"))))).toEqual(new Set(["process-updated"]));
});

test("a long step history draws each step's latest attempt in full, and every earlier one on request", async ({ page }) => {
  const processId = heavyProcess();
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto(`/processes/${processId}`);
  const records = page.getByTestId("step-record");
  await expect(records).toHaveCount(20);
  // Ten steps, ten earlier attempts: those keep their state and error, their panel is a link away.
  await expect(page.getByTestId("attempt-details")).toHaveCount(10);
  await expect(page.getByTestId("earlier-attempts")).toContainText("10 earlier attempts are summarised");
  const firstDocument = records
    .filter({ has: page.getByTestId("attempt-details") })
    .and(page.locator('[data-action="document-ocr"]'))
    .first();
  await expect(firstDocument.getByTestId("record-state")).toHaveText("Failed");
  await expect(firstDocument.getByTestId("step-error")).toBeAttached();
  await expect(firstDocument.getByTestId("panel-document")).toHaveCount(0);

  await firstDocument.getByTestId("attempt-details").click();
  await expect(page).toHaveURL(/\?attempts=all#step-1$/);
  await expect(page.getByTestId("attempt-details")).toHaveCount(0);
  await expect(page.locator("#step-1").getByTestId("panel-document")).toBeVisible();
  await expect(page.locator("#step-1").getByTestId("mrz-bad-digit").first()).toBeVisible();
  await expect(page.getByTestId("panel-document")).toHaveCount(4);
});
