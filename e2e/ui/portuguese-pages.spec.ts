import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { expectNone, Reader } from "../support/portuguese-reader";
import { settler } from "../support/settle";
import { signIn } from "../support/sign-in";
import { demoProcesses, seedShowcase } from "../support/workspace";

// Every reviewer page, read in Portuguese as a reader meets it: no English text of ours, no raw code, no ISO time.
// The sign-in page and every page of e2e/support/reviewer-pages.ts are read on the pt walks of workspace-a11y.spec.ts
// (the audit log after a decision of their own), each kind of finding's case page and queue row in case-findings.spec.ts;
// here the states and pages those do not name.
test.describe.configure({ timeout: 600_000 });
// A missing button or a slow page fails its own reading within a minute, not the whole test's time.
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

const PASSWORD = "a-long-test-password";

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

test("@words the lists' filtered states, exports, queue help, audit filter, a webhook, remote accounts and refused forms say everything in Portuguese", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "pt-PT" });
  const reader = new Reader();
  const page = await staffInPortuguese(context, "admin");
  const settle = settler(page);

  for (const where of [
    "/processes?status=finished&negativeFinish=true",
    "/processes?status=in-progress&failed=true",
    "/admin/remote-accounts",
  ])
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
    await settle();
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
    await settle();
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

// Two tests, so two workers share the case pages (one test reading all of them was the run's longest).
test("@words every step's panel on a case page (the showcase, its events and call, the demo processes) says everything in Portuguese", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "pt-PT" });
  const reader = new Reader();
  const page = await staffInPortuguese(context, "admin");
  const { processId: showcase } = seedShowcase();

  await reader.read(page, `/processes/${showcase}`);
  await reader.read(page, `/processes/${showcase} (events of one type)`, async () => {
    await page.goto(`/processes/${showcase}`);
    await page.getByRole("toolbar").getByRole("button").nth(1).click();
  });
  await reader.read(page, `/processes/${showcase}/call`);
  for (const processId of demoProcesses()) await reader.read(page, `/processes/${processId}`);

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
