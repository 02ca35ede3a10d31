import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { expectNone, Reader } from "../support/portuguese-reader";
import { reviewerPages } from "../support/reviewer-pages";
import { settler } from "../support/settle";
import { openAccountMenu, signIn } from "../support/sign-in";
import { DEMO_PASSWORD, seedShowcase } from "../support/workspace";

/**
 * The sign-in pages, then every back-office page an admin reaches (e2e/support/reviewer-pages.ts), at a phone's width
 * and a desktop's, light and dark (the theme follows prefers-color-scheme), in en and pt. The four checks of a page
 * cover every pair of those values (each width with each theme, each theme with each language, each language with each
 * width): what axe finds depends on one of them or on two together (contrast on theme, reflow on width, a longer word's
 * wrap on width and language). The applicant pages are checked step by step in the applicant specs
 * (`expectNoSeriousViolations`, en and pt, at 390 px).
 * Each language loads each page once, checks it at 1440 px, then narrows the same page to 390 px in the other theme
 * (the theme is CSS only, so emulating the media switches it in place) and checks it again: a fresh load per check was
 * the suite's largest browser group. Desktop first: a filter a phone's first load folds away (filter-disclosure.tsx)
 * stays open when narrowed, as a phone user opens it. Every check runs axe; at 390 px no sideways scroll; in pt the
 * Portuguese reader (the interactive readings stay in portuguese-pages.spec.ts).
 */
const WALKS = [
  { language: "en", themes: { 1440: "dark", 390: "light" } },
  { language: "pt", themes: { 1440: "light", 390: "dark" } },
] as const;
const WIDTHS = [1440, 390] as const;
type Width = (typeof WIDTHS)[number];
type Theme = "light" | "dark";
const ACCEPT_LANGUAGE = { en: "en-GB,en;q=0.9", pt: "pt-PT,pt;q=0.9" } as const;
const HEIGHT = { 390: 844, 1440: 900 } as const;
const NARROW = 390;
const PASSWORD = "a-long-test-password";
const SIGN_IN_PAGES = ["/sign-in", "/sign-in/refused", "/sign-in/reset?token=not-a-token"];

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Only the violations are reported in full (passes and the rest one node each): the same rules run, less is sent back.
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth ? [`${where}: ${scrollWidth} px wide in ${innerWidth} px`] : [];
}

/**
 * Gives the loaded page this width and theme and waits until it is drawn so: the window's width and the media query
 * answer as asked, and two frames have passed (observers of the size draw again). Returns the body's background, which
 * the theme sets: the caller checks the other theme drew a different one.
 */
async function show(page: Page, width: Width, theme: Theme): Promise<string> {
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await page.emulateMedia({ colorScheme: theme });
  const drawn = () =>
    page.evaluate(
      () =>
        new Promise<{ width: number; isDark: boolean; background: string }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                width: window.innerWidth,
                isDark: window.matchMedia("(prefers-color-scheme: dark)").matches,
                background: getComputedStyle(document.body).backgroundColor,
              }),
            ),
          ),
        ),
    );
  await expect.poll(async () => ({ ...(await drawn()), background: "" })).toEqual({ width, isDark: theme === "dark", background: "" });
  return (await drawn()).background;
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

/**
 * Every other reviewer page in each test, so the walks spread over both workers (the two case pages, whose axe runs
 * take longest, in different halves) and no retry redoes the whole of one.
 */
const HALVES = [
  { name: "sign-in pages and half the reviewer pages", pages: () => [...SIGN_IN_PAGES, ...reviewerPages().filter((_, i) => i % 2 === 0)] },
  { name: "the other reviewer pages", pages: () => reviewerPages().filter((_, i) => i % 2 === 1) },
];

for (const { language, themes } of WALKS)
  for (const half of HALVES) {
    const isPortuguese = language === "pt";
    const checks = [
      "no serious or critical axe violations",
      `no sideways scroll at ${NARROW} px`,
      ...(isPortuguese ? ["everything in Portuguese"] : []),
    ];
    const title = `@case @layout${isPortuguese ? " @words" : ""} ${half.name}, ${language}, 1440 px ${themes[1440]} and 390 px ${themes[390]}: ${checks.join(", ")}`;
    test(title, async ({ browser }) => {
      // Up to twelve pages, each loaded once and run through axe twice (1-8 s each: the case pages are the longest).
      test.setTimeout(600_000);
      const pages = half.pages();
      const reader = isPortuguese ? new Reader() : null;
      // The audit log's decision entry (outcome, status, reason, acknowledged findings in words) is read whatever ran before.
      if (reader && pages.includes("/audit")) await decideOnACase(browser);
      const context = await browser.newContext({
        viewport: { width: 1440, height: HEIGHT[1440] },
        colorScheme: themes[1440],
        locale: ACCEPT_LANGUAGE[language].slice(0, 5),
        extraHTTPHeaders: { "Accept-Language": ACCEPT_LANGUAGE[language] },
      });
      const page = await context.newPage();
      const settle = settler(page);
      const axe: string[] = [];
      const wide: string[] = [];
      const backgrounds: string[] = [];
      let hasSignedIn = false;
      for (const path of pages) {
        const isSignedIn = !SIGN_IN_PAGES.includes(path);
        await page.setViewportSize({ width: 1440, height: HEIGHT[1440] });
        await page.emulateMedia({ colorScheme: themes[1440] });
        if (isSignedIn && !hasSignedIn) {
          await signIn(page, "admin@idv.local", DEMO_PASSWORD);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          hasSignedIn = true;
        }
        await page.goto(path);
        await settle();
        const drawn: string[] = [];
        for (const width of WIDTHS) {
          const where = `${path} (${width} px, ${themes[width]})`;
          drawn.push(await show(page, width, themes[width]));
          if (width === NARROW && isSignedIn) wide.push(...(await sidewaysScroll(page, where)));
          if (reader) await reader.readShown(page, path);
          axe.push(...(await seriousViolations(page, where)));
        }
        if (drawn[0] === drawn[1]) backgrounds.push(`${path}: the body's background ${drawn[0]} in both themes`);
      }
      expect(backgrounds, "each theme drawn by the page").toEqual([]);
      expect.soft(axe, "axe: serious or critical violations, by page").toEqual([]);
      expect.soft(wide, `sideways scroll at ${NARROW} px, by page`).toEqual([]);
      if (reader) expectNone(reader);
      await context.close();
    });
  }

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
