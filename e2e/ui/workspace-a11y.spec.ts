import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD, demoProcess, seedShowcase } from "../support/workspace";

test("no serious or critical axe violations on the overview, list and process pages", async ({ page }) => {
  // Three full axe runs (2-4 s each on an idle machine) and their page loads: more than the default minute when busy.
  test.setTimeout(180_000);
  seedShowcase(30);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  for (const path of ["/", "/processes", `/processes/${demoProcess("demo-finished")}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
    expect(serious).toEqual([]);
  }
});

test("the overview draws its charts and lists finished processes", async ({ page }) => {
  seedShowcase(30);
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto("/");
  await expect(page.getByTestId("daily-chart").locator(".recharts-wrapper")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("drop-off-chart").locator(".recharts-wrapper")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("pass-rate")).toContainText("%");
  await expect(page.getByTestId("awaiting-decision").getByRole("link").first()).toBeVisible();
});

test("the UI speaks Portuguese when the browser asks for it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-PT", extraHTTPHeaders: { "Accept-Language": "pt-PT,pt;q=0.9" } });
  const page = await context.newPage();
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.goto("/processes");
  await expect(page.getByRole("heading", { name: "Processos" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await context.close();
});
