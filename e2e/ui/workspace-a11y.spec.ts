import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { expectNone, Reader } from "../support/portuguese-reader";
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
 * Each run walks the pages once and runs every page-wide check that applies to it: axe always, no sideways scroll at
 * 390 px (en and pt), the Portuguese reader in pt (the interactive readings stay in portuguese-pages.spec.ts).
 */
const RUNS = [
  { width: 390, theme: "light", language: "en" },
  { width: 390, theme: "dark", language: "pt" },
  { width: 1440, theme: "light", language: "pt" },
  { width: 1440, theme: "dark", language: "en" },
] as const;
const ACCEPT_LANGUAGE = { en: "en-GB,en;q=0.9", pt: "pt-PT,pt;q=0.9" } as const;
const HEIGHT = { 390: 844, 1440: 900 } as const;
const NARROW = 390;
const PASSWORD = "a-long-test-password";

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

async function sidewaysScroll(page: Page, path: string): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth ? [`${path}: ${scrollWidth} px wide in ${innerWidth} px`] : [];
}

/**
 * A reviewer's approval of a case of this run's own, so the audit log the walk reads holds a decision entry (outcome,
 * status, reason, acknowledged findings in words) whatever ran before; the full suite's other decisions are not
 * counted on (a run of this file alone has none).
 */
async function decideOnACase(browser: Browser) {
  const { processId } = seedShowcase();
  const email = uniqueEmail("walk");
  idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  await page.goto(`/processes/${processId}`);
  const bar = page.getByTestId("decision-bar");
  await bar.getByRole("radio", { name: "Approve" }).check();
  await expect(bar.getByTestId("acknowledgements")).toBeVisible();
  await bar.getByLabel("Reason").selectOption({ label: "Verified after manual review" });
  await bar.getByLabel("Comment (optional)").fill("Checked against the register.");
  for (const box of await bar.getByTestId("acknowledgements").getByRole("checkbox").all()) await box.check();
  await bar.getByRole("button", { name: "Decide…" }).click();
  await page.getByTestId("decision-confirm").getByRole("button", { name: "Yes, approve" }).click();
  await expect(page.getByTestId("decision-in-force")).toBeVisible();
  await context.close();
}

function runTitle(width: number, theme: string, language: string): string {
  const isNarrow = width === NARROW;
  const isPortuguese = language === "pt";
  const tags = ["@case", ...(isNarrow ? ["@layout"] : []), ...(isPortuguese ? ["@words"] : [])].join(" ");
  const checks = [
    "no serious or critical axe violations",
    ...(isNarrow ? ["no sideways scroll"] : []),
    ...(isPortuguese ? ["everything in Portuguese"] : []),
  ].join(", ");
  return `${tags} every page, ${width} px, ${theme}, ${language}: ${checks}`;
}

for (const { width, theme, language } of RUNS)
  test(runTitle(width, theme, language), async ({ browser }) => {
    // Twenty-one full axe runs (2-4 s each on an idle machine) and their page loads: up to 8 minutes seen at load 30.
    test.setTimeout(900_000);
    const isNarrow = width === NARROW;
    const reader = language === "pt" ? new Reader() : null;
    if (reader) await decideOnACase(browser);
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT[width] },
      colorScheme: theme,
      locale: ACCEPT_LANGUAGE[language].slice(0, 5),
      extraHTTPHeaders: { "Accept-Language": ACCEPT_LANGUAGE[language] },
    });
    const page = await context.newPage();
    const axe: string[] = [];
    const wide: string[] = [];
    const check = async (path: string, isSignedIn: boolean) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      if (isNarrow && isSignedIn) wide.push(...(await sidewaysScroll(page, path)));
      if (reader) await reader.readShown(page, path);
      axe.push(...(await seriousViolations(page, path)));
    };
    for (const path of ["/sign-in", "/sign-in/refused", "/sign-in/reset?token=not-a-token"]) await check(path, false);
    await signIn(page, "admin@idv.local", DEMO_PASSWORD);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    for (const path of reviewerPages()) await check(path, true);
    expect.soft(axe, "axe: serious or critical violations, by page").toEqual([]);
    if (isNarrow) expect.soft(wide, `sideways scroll at ${NARROW} px, by page`).toEqual([]);
    if (reader) expectNone(reader);
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
