import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { idv } from "../support/cli";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD, demoProcess } from "../support/workspace";

// npm run docs:screenshots: the README's screenshots, taken from the seeded production server the e2e suite starts
// (with the tests tagged @docs elsewhere: the agent's room is shot mid-call by its own e2e test).
const OUT = path.resolve("docs/screenshots");
const WIDTHS = [
  { name: "1440", viewport: { width: 1440, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 } },
] as const;

test.skip(!process.env.DOCS_SCREENSHOTS, "writes docs/screenshots/: run it with npm run docs:screenshots");

test("the list, a case's top and the evidence PDF's first page, at 1440 and 390 px, and the queue at 1440 px", { tag: "@docs" }, async ({
  page,
}) => {
  fs.mkdirSync(OUT, { recursive: true });
  const processId = demoProcess("demo-face-mismatch");
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/processes");
    await expect(page.getByTestId("process-row").first()).toBeVisible();
    // On a phone the filters fill the first screen: the cards are what this picture is for.
    if (viewport.width < 640) await page.getByTestId("match-count").evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: path.join(OUT, `list-${name}.png`) });
    await page.goto(`/processes/${processId}`);
    await expect(page.getByTestId("case-summary")).toBeVisible();
    await page.screenshot({ path: path.join(OUT, `case-top-${name}.png`) });
  }
  const href = await page.getByTestId("evidence-download").getAttribute("href");
  const pdf = await page.request.get(href ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "evidence-")), "evidence.pdf");
  fs.writeFileSync(file, await pdf.body());
  for (const { name, viewport } of WIDTHS)
    execFileSync("pdftoppm", [
      "-png",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      "-scale-to-x",
      String(viewport.width),
      "-scale-to-y",
      "-1",
      file,
      path.join(OUT, `evidence-page1-${name}`),
    ]);
  await page.setViewportSize(WIDTHS[0].viewport);
  await page.goto("/queue?view=all");
  await expect(page.getByTestId("queue-row").first()).toBeVisible();
  await page.screenshot({ path: path.join(OUT, "queue-1440.png") });
});

test("a case with its document overlays and the face match's cohort chart, at 1440 px", { tag: "@docs" }, async ({ page }) => {
  fs.mkdirSync(OUT, { recursive: true });
  // A cohort past the 20 scores a histogram needs (the demo walks alone are too few).
  idv("seed:cohort", "60");
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/processes/${demoProcess("demo-finished")}`);
  const document = page.locator('[data-testid="step-record"][data-action="document-ocr"]').nth(1);
  const back = document.getByTestId("viewer-image").nth(1);
  await back.scrollIntoViewIfNeeded();
  await back.getByRole("button", { name: "Analysis overlay" }).click();
  await document.getByTestId("viewer-image").nth(0).getByRole("button", { name: "Analysis overlay" }).click();
  await expect(back.getByTestId("overlay-mrz-cell").first()).toBeVisible();
  await document.getByTestId("document-images").screenshot({ path: path.join(OUT, "case-overlays-1440.png") });
  const cohort = page.getByTestId("cohort-section");
  await cohort.scrollIntoViewIfNeeded();
  await expect(cohort.getByTestId("cohort-chart").first().locator(".recharts-surface")).toBeVisible({ timeout: 15_000 });
  await cohort.screenshot({ path: path.join(OUT, "case-cohort-1440.png") });
});
