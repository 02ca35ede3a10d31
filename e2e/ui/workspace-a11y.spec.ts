import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { reviewerPages } from "../support/reviewer-pages";
import { openAccountMenu, signIn } from "../support/sign-in";
import { DEMO_PASSWORD, seedShowcase } from "../support/workspace";

/**
 * The sign-in pages, then every back-office page an admin reaches (e2e/support/reviewer-pages.ts), at a phone's width
 * and a desktop's, light and dark (the theme follows prefers-color-scheme), in en and pt. Four runs cover every pair of
 * those values (each width with each theme, each theme with each language, each language with each width): what axe
 * finds depends on one of them or on two together (contrast on theme, reflow on width, a longer word's wrap on width
 * and language), and the eight runs of every combination were the suite's largest browser group. The applicant
 * pages are checked step by step in the applicant specs (`expectNoSeriousViolations`, en and pt, at 390 px).
 */
const RUNS = [
  { width: 390, theme: "light", language: "en" },
  { width: 390, theme: "dark", language: "pt" },
  { width: 1440, theme: "light", language: "pt" },
  { width: 1440, theme: "dark", language: "en" },
] as const;
const ACCEPT_LANGUAGE = { en: "en-GB,en;q=0.9", pt: "pt-PT,pt;q=0.9" } as const;
const HEIGHT = { 390: 844, 1440: 900 } as const;

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

for (const { width, theme, language } of RUNS)
  test(`@case no serious or critical axe violations on every page, ${width} px, ${theme}, ${language}`, async ({ browser }) => {
    // Twenty-one full axe runs (2-4 s each on an idle machine) and their page loads: up to 8 minutes seen at load 30.
    test.setTimeout(900_000);
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT[width] },
      colorScheme: theme,
      locale: ACCEPT_LANGUAGE[language].slice(0, 5),
      extraHTTPHeaders: { "Accept-Language": ACCEPT_LANGUAGE[language] },
    });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ["/sign-in", "/sign-in/refused", "/sign-in/reset?token=not-a-token"]) {
      await page.goto(path);
      found.push(...(await seriousViolations(page, path)));
    }
    await signIn(page, "admin@idv.local", DEMO_PASSWORD);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    for (const path of reviewerPages()) {
      await page.goto(path);
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
    await context.close();
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
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Iniciar sessão" })).toBeVisible();
  await expect(page.getByLabel("Palavra-passe")).toBeVisible();
  await signIn(page, "admin@idv.local", DEMO_PASSWORD);
  await page.goto("/processes");
  await expect(page.getByRole("heading", { name: "Processos" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await openAccountMenu(page);
  await expect(page.getByRole("link", { name: "Segurança" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Terminar sessão" })).toBeVisible();
  await page.goto("/admin/webhooks");
  await expect(page.getByRole("heading", { name: "Novo destino" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Adicionar destino" })).toBeVisible();
  await page.goto("/admin/retention");
  await expect(page.getByRole("heading", { name: "Retenção e eliminação", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Colocar retenção legal" })).toBeVisible();
  // A refusal from the domain layer comes back in the caller's language too (nothing is erased: no such process).
  const erase = page.locator("form").filter({ has: page.getByRole("button", { name: "Eliminar este processo" }) });
  await erase.getByLabel("Id do processo").fill("no-such-process");
  await erase.getByLabel("Motivo (guardado no registo mínimo)").fill("e2e: refused in Portuguese");
  await erase.getByRole("button", { name: "Eliminar este processo" }).click();
  await expect(erase.getByText("Esse processo não existe (ou já foi eliminado).")).toBeVisible();
  await page.goto("/account/security");
  await expect(page.getByRole("button", { name: "Configurar uma aplicação de autenticação" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Adicionar uma chave de acesso" })).toBeVisible();
  await context.close();
});
