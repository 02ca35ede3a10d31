import fs from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { pageTexts } from "../support/page-texts";
import { reviewerPages } from "../support/reviewer-pages";
import { signIn } from "../support/sign-in";
import { isAllowedOn, untranslatedFinder } from "../support/untranslated";
import { demoProcesses, seedShowcase } from "../support/workspace";
import { writtenData } from "../support/written-data";

// Every reviewer page, read in Portuguese as a reader meets it: no English text of ours, no raw code, no ISO time.
test.describe.configure({ timeout: 600_000 });
// A missing button or a slow page fails its own reading within a minute, not the whole test's time.
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");
const PASSWORD = "a-long-test-password";

/** The cases `idv seed` wrote to show each kind of finding. */
function findingShowcases(): string[] {
  const seed = JSON.parse(fs.readFileSync(path.join(E2E_DIR, "seed.json"), "utf8")) as {
    findingShowcases?: Record<string, { processId: string }>;
  };
  return Object.values(seed.findingShowcases ?? {}).map((showcase) => showcase.processId);
}

async function staffInPortuguese(context: BrowserContext, role: "admin" | "auditor"): Promise<Page> {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await context.addCookies([{ name: "idv-locale", value: "pt", url: test.info().project.use.baseURL ?? "" }]);
  await signIn(page, email, PASSWORD);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  return page;
}

/** Reads what a page shows, after the work `then` does on it (opening a help, choosing a filter, sending a form). */
class Reader {
  private readonly find = untranslatedFinder(writtenData);
  /** Each text found wanting: what is wrong in it, and the pages that show it. */
  readonly problems = new Map<string, { found: Set<string>; pages: string[] }>();

  async read(page: Page, where: string, then?: () => Promise<void>) {
    try {
      if (!then) await page.goto(where);
      else await then();
      await page.waitForLoadState("load");
      // A page with a video or a PDF preview may keep its connection busy: its texts are in place once it has loaded.
      await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    } catch (error) {
      // A page that cannot be reached or worked is reported with the rest, not in their place.
      this.note(where, `could not be read: ${String(error).split("\n")[0]}`);
      return;
    }
    expect(await page.locator("html").getAttribute("lang"), where).toBe("pt");
    const seenHere = new Set<string>();
    for (const { kind, what, text } of this.find(await pageTexts(page)).filter((found) => !isAllowedOn(where, found))) {
      const problem = this.problems.get(text) ?? { found: new Set<string>(), pages: [] };
      problem.found.add(`${kind} "${what}"`);
      if (!seenHere.has(text)) problem.pages.push(where);
      seenHere.add(text);
      this.problems.set(text, problem);
    }
  }

  note(where: string, found: string) {
    this.problems.set(where, { found: new Set([found]), pages: [where] });
  }

  report(): string[] {
    return [...this.problems].map(
      ([text, { found, pages }]) =>
        `«${text.length > 140 ? `${text.slice(0, 140)}…` : text}»: ${[...found].join(", ")} on ${pages[0]}${pages.length > 1 ? ` (+${pages.length - 1} pages)` : ""}`,
    );
  }
}

function expectNone(reader: Reader) {
  const report = reader.report();
  test.info().annotations.push({ type: "untranslated", description: String(report.length) });
  expect(report, `${report.length} untranslated texts`).toEqual([]);
}

test("@words the lists, queue, calls, exports, audit log, admin and account pages say everything in Portuguese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-PT" });
  const reader = new Reader();
  const signInPage = await context.newPage();
  await context.addCookies([{ name: "idv-locale", value: "pt", url: test.info().project.use.baseURL ?? "" }]);
  await reader.read(signInPage, "/sign-in");
  const page = await staffInPortuguese(context, "admin");

  // Every page an admin reaches (the list other page-wide tests read), and the states of a page the list does not name.
  for (const where of new Set([
    ...reviewerPages().filter((where) => !where.startsWith("/processes/")),
    "/processes?status=finished&negativeFinish=true",
    "/processes?status=in-progress&failed=true",
    "/admin/remote-accounts",
  ]))
    await reader.read(page, where);

  await reader.read(page, "/processes?sort=updatedAt", async () => {
    await page.goto("/processes");
    await page.locator("#f-status").selectOption("finished");
    await page.locator("#f-sort").selectOption("updatedAt");
    await page.locator('form[action="/processes"] button[type="submit"]').click();
    await page.waitForURL(/status=finished/);
  });
  await reader.read(page, "/processes (export CSV)", async () => {
    await page.goto("/processes");
    await page.locator('a[href^="/exports/processes"]').first().click();
    await expect(page.getByRole("status").or(page.locator('[aria-live="polite"]')).filter({ hasText: /\d/ }).first()).toBeVisible();
  });

  await reader.read(page, "/queue?view=all (help, bulk options)", async () => {
    await page.goto("/queue?view=all");
    await page.locator('button[aria-controls="keyboard-help"]').click();
    await expect(page.locator("#keyboard-help")).toBeVisible();
    await page.getByTestId("queue-row").first().getByRole("checkbox").check();
  });

  await reader.read(page, "/audit (filtered)", async () => {
    await page.goto("/audit");
    const filter = page.getByTestId("audit-action-filter");
    const actions = await filter.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await filter.selectOption(actions.find((action) => action !== "") ?? "");
    await filter.locator("xpath=ancestor::form").locator('button[type="submit"]').click();
    await page.waitForURL(/action=/);
  });

  const webhook = idv<{ endpointId: string }>("webhook:create", "--account", "demo-account", "--url", "https://example.com/idv-hooks");
  await reader.read(page, `/admin/webhooks/${webhook.endpointId}`);

  // A form's refusal in the reader's language: the server's checks (zod's messages), past the browser's own, which
  // the form is told to skip once the page is live (a change made before React hydrates is undone by it).
  await reader.read(page, "/admin/users (invalid form)", async () => {
    await page.goto("/admin/users");
    await page.waitForLoadState("networkidle");
    const form = page.locator("form").filter({ has: page.locator('input[name="password"]') });
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await form.locator('input[name="email"]').fill("not-an-address");
    await form.locator('input[name="password"]').fill("short");
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-live="polite"] p')).toBeVisible();
  });
  await reader.read(page, "/admin/webhooks (invalid form)", async () => {
    await page.goto("/admin/webhooks");
    await page.waitForLoadState("networkidle");
    const form = page.locator("form").filter({ has: page.locator('input[name="url"]') });
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await form.locator('input[name="url"]').fill("not a url");
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-live="polite"] p')).toBeVisible();
  });

  expectNone(reader);
  await context.close();
});

test("@words every case page, with each step's panel and each kind of finding, says everything in Portuguese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-PT" });
  const reader = new Reader();
  const page = await staffInPortuguese(context, "admin");
  const { processId: showcase } = seedShowcase();
  const showcases = findingShowcases();
  if (showcases.length === 0) reader.note("seed.json", "no finding showcases to read");

  await reader.read(page, `/processes/${showcase}`);
  await reader.read(page, `/processes/${showcase} (events of one type)`, async () => {
    await page.goto(`/processes/${showcase}`);
    await page.getByRole("toolbar").getByRole("button").nth(1).click();
  });
  await reader.read(page, `/processes/${showcase}/call`);
  for (const processId of [...demoProcesses(), ...showcases]) await reader.read(page, `/processes/${processId}`);
  await reader.read(page, "/queue?view=all&tag=showcase-findings");

  expectNone(reader);
  await context.close();
});

test("@words an auditor's pages, personal data masked, say everything in Portuguese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-PT" });
  const reader = new Reader();
  const page = await staffInPortuguese(context, "auditor");
  for (const where of ["/", "/processes", "/audit", ...demoProcesses().map((id) => `/processes/${id}`)]) await reader.read(page, where);
  expectNone(reader);
  await context.close();
});
