import { expect, type Locator, type Page, test } from "@playwright/test";
import { idv } from "../support/cli";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD, demoProcess } from "../support/workspace";

// The demo case's passed document: what its real check measured, drawn over its photos; its face match against the
// account's recent processes (a cohort seeded once, indexed by the same reader the service uses).

const WORDS = {
  en: {
    overlay: "Analysis overlay",
    threshold: /threshold \d\.\d\d/,
    cohort: "Scores against this account's recent processes",
    tooSmall: /Only \d+ other processes/,
  },
  pt: {
    overlay: "Sobreposição da análise",
    threshold: /limiar \d\.\d\d/,
    cohort: "Pontuações face aos processos recentes desta conta",
    tooSmall: /Só \d+ outros processos/,
  },
} as const;

test.beforeAll(() => {
  // 60 plain processes: the 40 finished ones carry a face match score, past the 20 a histogram needs.
  idv("seed:cohort", "60");
});

async function openCase(page: Page, locale: "en" | "pt", email = "reviewer@idv.local") {
  await signIn(page, email, DEMO_PASSWORD);
  await page.context().addCookies([{ name: "idv-locale", value: locale, url: new URL("/", page.url()).href }]);
  await page.goto(`/processes/${demoProcess("demo-finished")}`);
  return page.locator('[data-testid="step-record"][data-action="document-ocr"]').nth(1);
}

async function overlaid(image: Locator, label: string): Promise<Locator> {
  await image.scrollIntoViewIfNeeded();
  const toggle = image.getByRole("button", { name: label });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(image.getByTestId("image-overlay")).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const drawing = image.getByTestId("image-overlay");
  await expect(drawing).toBeVisible();
  return drawing;
}

for (const locale of ["en", "pt"] as const) {
  test(`the document's overlays and the face match's cohort chart (${locale})`, async ({ page }) => {
    const words = WORDS[locale];
    const document = await openCase(page, locale);
    const [front, back] = [document.getByTestId("viewer-image").nth(0), document.getByTestId("viewer-image").nth(1)];

    const frontDrawing = await overlaid(front, words.overlay);
    await expect(frontDrawing.getByTestId("overlay-card-outline")).toHaveCount(1);
    await expect(frontDrawing.getByTestId("overlay-face")).toHaveCount(1);
    // The drawing is in the photo's own pixels, scaled with it.
    expect(await frontDrawing.getAttribute("viewBox")).toBe("0 0 1300 900");
    await expect(front.getByTestId("overlay-face-words")).toBeVisible();

    const backDrawing = await overlaid(back, words.overlay);
    await expect(backDrawing.getByTestId("overlay-card-outline")).toHaveCount(1);
    await expect(backDrawing.getByTestId("overlay-mrz-zone")).toHaveCount(1);
    const cells = backDrawing.getByTestId("overlay-mrz-cell");
    expect(await cells.count()).toBeGreaterThan(0);
    await expect(cells).toHaveCount(90);
    // The reviewer sees what each cell read; every uncertain cell is marked and listed in words.
    await expect(backDrawing.locator("text").first()).toHaveText("I");
    const uncertain = await backDrawing.locator('[data-uncertain="true"]').count();
    await expect(back.getByTestId("overlay-uncertain-cells").locator("li")).toHaveCount(uncertain);
    await expect(back.getByTestId("overlay-mrz-words")).toContainText(`MRZ (TD1): 90`);

    await front.getByRole("button", { name: words.overlay }).click();
    await expect(front.getByTestId("image-overlay")).toHaveCount(0);

    const cohort = page.getByTestId("cohort-section");
    await expect(cohort.getByRole("heading", { name: words.cohort })).toBeVisible();
    const match = cohort.locator('[data-metric="face-match"]');
    await match.scrollIntoViewIfNeeded();
    const chart = match.getByTestId("cohort-chart");
    await expect(chart.locator(".recharts-surface")).toBeVisible({ timeout: 15_000 });
    await expect(chart.locator(".cohort-threshold")).toHaveCount(1);
    await expect(chart.locator(".cohort-marker")).toHaveCount(1);
    expect(await chart.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(1);
    await expect(match.getByTestId("cohort-summary")).toContainText(words.threshold);
    // Only the few demo walks have a document focus score: the page says how few instead of drawing them.
    await expect(cohort.locator('[data-metric="document-focus"]').getByTestId("cohort-too-small")).toHaveText(words.tooSmall);
  });
}

test("an auditor sees the boxes and certainties of the MRZ, not its characters", async ({ page }) => {
  const document = await openCase(page, "en", "auditor@idv.local");
  const withheld = document.getByTestId("withheld-overlays");
  await withheld.scrollIntoViewIfNeeded();
  const cells = withheld.getByTestId("overlay-mrz-cell");
  await expect(cells).toHaveCount(90);
  await expect(withheld.locator("svg text")).toHaveCount(0);
  await expect(withheld.getByTestId("overlay-mrz-words")).not.toContainText("read I");
  await expect(withheld.getByTestId("overlay-mrz-words").locator("details li").first()).toHaveText(/^Line 1, column 1: match \d\.\d\d/);
});
