import { expect, type Page, test } from "@playwright/test";
import { settler } from "../support/settle";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD, seedShowcase } from "../support/workspace";

const ids = (page: Page) => page.getByTestId("process-row").locator("td:first-child").allTextContents();

test("filter by status and failed step, sort by date, page forward and back; the URL reproduces the view", async ({ page }) => {
  const { bulkFlowId } = seedShowcase(60);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto(`/processes?flow=${bulkFlowId}`);
  await expect(page.getByTestId("process-row")).toHaveCount(25);
  await expect(page.getByTestId("match-count")).toHaveText("60 processes match");

  await page.getByLabel("Status").selectOption("finished");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=finished/);
  await expect(page.getByTestId("match-count")).toHaveText("40 processes match");

  await page.getByLabel("Has a failed step").selectOption("true");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/failed=true/);
  await expect(page.getByTestId("match-count")).toHaveText("6 processes match");
  await expect(page.getByTestId("process-row")).toHaveCount(6);

  await page.goto(`/processes?flow=${bulkFlowId}`);
  const newestFirst = await ids(page);
  await page.getByTestId("sort-createdAt").click();
  await expect(page).toHaveURL(/dir=asc/);
  await expect.poll(async () => (await ids(page))[0]).not.toBe(newestFirst[0]);
  const oldestFirst = await ids(page);
  const created = await page
    .getByTestId("process-row")
    .locator("td:nth-child(5) time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect([...created].sort()).toEqual(created);

  await page.getByTestId("page-next").click();
  await expect(page).toHaveURL(/after=/);
  await expect.poll(async () => (await ids(page))[0]).not.toBe(oldestFirst[0]);
  const second = await ids(page);
  expect(second).toHaveLength(25);
  expect(second.some((id) => oldestFirst.includes(id))).toBe(false);
  const secondUrl = page.url();
  await page.getByTestId("page-next").click();
  await expect(page.getByTestId("process-row")).toHaveCount(10);
  await page.getByTestId("page-prev").click();
  await expect.poll(() => ids(page)).toEqual(second);
  await page.getByTestId("page-prev").click();
  await expect.poll(() => ids(page)).toEqual(oldestFirst);
  await expect(page.getByTestId("page-prev")).toHaveCount(0);

  await page.goto(secondUrl);
  await expect.poll(() => ids(page)).toEqual(second);
});

test("exact search by reference in the list", async ({ page }) => {
  const { bulkFlowId } = seedShowcase(5);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto(`/processes?q=${bulkFlowId}-3`);
  await expect(page.getByTestId("process-row")).toHaveCount(1);
  await expect(page.getByTestId("process-row")).toContainText("José Silva 3");
});

test("a list fetches no case ahead until the reader points at one, which then opens from what was fetched", async ({ page }) => {
  const { bulkFlowId } = seedShowcase(60);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  const fetchedAhead: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) fetchedAhead.push(new URL(request.url()).pathname);
  });
  const settle = settler(page);
  await page.goto(`/processes?flow=${bulkFlowId}`);
  await expect(page.getByTestId("process-row")).toHaveCount(25);
  await settle();
  expect(fetchedAhead, "pages fetched ahead of any pointing").toEqual([]);

  const link = page.getByTestId("process-row").first().getByRole("link").first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.hover();
  await expect.poll(() => fetchedAhead).toContain(href);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByTestId("case-summary")).toBeVisible();
});
