import { expect, test } from "@playwright/test";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD, seedShowcase } from "../support/workspace";

test("a phone 60 processes share: the count, 50 on a page, the other 10 on the next", async ({ page }) => {
  const phone = `93${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  seedShowcase(60, phone);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto(`/search?q=${encodeURIComponent(`+351 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`)}`);
  await expect(page.getByTestId("search-count")).toHaveText("60 processes match");
  await expect(page.getByTestId("search-candidate")).toHaveCount(50);
  const first = await page.getByTestId("search-candidate").allTextContents();
  await page.getByTestId("page-next").click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("search-candidate")).toHaveCount(10);
  const second = await page.getByTestId("search-candidate").allTextContents();
  expect(second.some((row) => first.includes(row))).toBe(false);
  await expect(page.getByTestId("page-prev")).toBeVisible();
});

test("the beginning of a surname finds it, each row named; a short id prefix is told it needs 8 characters", async ({ page }) => {
  const { processId } = seedShowcase(60);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto("/search?q=Olive");
  await expect(page.getByTestId("search-count")).toContainText("processes match");
  const names = await page.getByTestId("candidate-name").allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(10);
  for (const name of names) expect(name).toMatch(/\bOlive/i);

  await page.goto(`/search?q=${processId.slice(0, 6)}`);
  await expect(page.getByTestId("search-id-hint")).toHaveText("A process id is found by its first 8 characters or more.");
});
