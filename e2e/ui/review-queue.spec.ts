import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { isFocused, pressUntil } from "../support/keyboard";
import { settler } from "../support/settle";
import { signIn } from "../support/sign-in";
import { seedShowcase } from "../support/workspace";

// The review team's day (@queue): bulk cases are due a day after they finished, so the oldest are overdue and
// "Next case" takes them before the demo processes other specs decide.
const PASSWORD = "a-long-test-password";

async function reviewer(browser: Browser, locale = "en-GB"): Promise<{ page: Page; email: string }> {
  const email = uniqueEmail("queue-reviewer");
  idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  const context = await browser.newContext({ locale, extraHTTPHeaders: { "Accept-Language": locale } });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return { page, email };
}

const processIdOf = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";

test.describe("@queue review queue", () => {
  // One after another: each takes cases from the same queue.
  test.describe.configure({ mode: "default" });
  test.beforeAll(() => {
    seedShowcase(160);
  });

  test("two reviewers take different next cases; neither decides the other's; an overdue case says so", async ({ browser }) => {
    test.setTimeout(120_000);
    const [ana, rui] = await Promise.all([reviewer(browser), reviewer(browser)]);
    await Promise.all([ana.page.goto("/queue"), rui.page.goto("/queue")]);
    await Promise.all([
      ana.page
        .getByRole("button", { name: /Next case/ })
        .first()
        .click(),
      rui.page
        .getByRole("button", { name: /Next case/ })
        .first()
        .click(),
    ]);
    await Promise.all([ana.page.waitForURL(/\/processes\/[^?]+\?from=queue/), rui.page.waitForURL(/\/processes\/[^?]+\?from=queue/)]);
    const [anas, ruis] = [processIdOf(ana.page), processIdOf(rui.page)];
    expect(anas).not.toBe(ruis);
    await expect(ana.page.getByTestId("case-assignee")).toHaveText(ana.email);
    await expect(rui.page.getByTestId("case-assignee")).toHaveText(rui.email);
    // The oldest cases are a day past due.
    await expect(ana.page.getByTestId("case-panel").getByTestId("due-label")).toContainText("overdue by");
    await expect(ana.page.getByTestId("case-panel").getByTestId("due-label")).toHaveAttribute("data-overdue", "true");

    // Rui opens Ana's case and tries to decide it: refused, and nothing recorded.
    await rui.page.goto(`/processes/${anas}`);
    const bar = rui.page.getByTestId("decision-bar");
    await bar.getByRole("radio", { name: "Reject" }).check();
    await bar.getByLabel("Reason").selectOption({ index: 1 });
    await bar.getByRole("button", { name: "Decide…" }).click();
    await rui.page.getByTestId("decision-confirm").getByRole("button", { name: "Yes, reject" }).click();
    await expect(rui.page.getByText(`This case is assigned to ${ana.email}: only they or an admin can decide it.`)).toBeVisible();
    await expect(rui.page.getByTestId("decision-in-force")).toContainText("Not decided yet.");

    // Mine shows each one's own case, with its due state.
    await ana.page.goto("/queue");
    const row = ana.page.locator(`[data-testid=queue-row][data-process-id="${anas}"]`);
    await expect(row.getByTestId("due-label")).toContainText("overdue by");
    await Promise.all([ana.page.context().close(), rui.page.context().close()]);
  });

  test("a bulk assign of 50 rows reports what was done", async ({ browser }) => {
    test.setTimeout(180_000);
    const lead = await reviewer(browser);
    const helper = await reviewer(browser);
    await lead.page.goto("/queue?view=unassigned");
    await expect(lead.page.getByTestId("queue-row")).toHaveCount(50);
    const bulk = lead.page.getByRole("form", { name: "With the selected cases" });
    // No action is chosen at first: Apply waits for one.
    await expect(bulk.getByLabel("Action")).toHaveValue("");
    await lead.page.getByLabel("Select every case on this page").check();
    await expect(lead.page.getByText("50 selected")).toBeVisible();
    await expect(bulk.getByRole("button", { name: "Apply" })).toBeDisabled();
    // Staff by name, the e-mail beside it (a user created without a name is named after the e-mail's local part).
    await bulk.getByLabel("Action").selectOption({ label: `Assign to ${helper.email.split("@")[0]} · ${helper.email}` });
    await bulk.getByRole("button", { name: "Apply" }).click();
    await expect(lead.page.getByTestId("bulk-summary")).toContainText("Done: 50 · Refused: 0", { timeout: 90_000 });
    // After the run neither the action nor the rows stay chosen: one more Apply cannot repeat it.
    await expect(bulk.getByLabel("Action")).toHaveValue("");
    await expect(lead.page.getByText("0 selected")).toBeVisible();
    await expect(bulk.getByRole("button", { name: "Apply" })).toBeDisabled();
    await helper.page.goto("/queue");
    await expect(helper.page.getByTestId("queue-row")).toHaveCount(50);
    await Promise.all([lead.page.context().close(), helper.page.context().close()]);
  });

  test("keyboard only: move with j/k, open, approve with a reason and land on the next case", async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, email } = await reviewer(browser);
    await page.goto("/queue?view=unassigned");
    await expect(page.getByRole("button", { name: "Keyboard shortcuts (?)" })).toBeVisible();
    const help = page.getByRole("region", { name: "Keyboard shortcuts" });
    await pressUntil(page, "?", () => help.isVisible());
    await expect(help).toBeVisible();
    await expect(help).toContainText("open the highlighted case");
    const rows = page.getByTestId("queue-row");
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await expect(rows.nth(0)).toHaveAttribute("aria-current", "true");
    const opened = (await rows.nth(0).getAttribute("data-process-id")) ?? "";
    // Typing in a field fires nothing.
    await page.getByLabel("Comment").focus();
    await page.keyboard.type("jk");
    await expect(rows.nth(0)).toHaveAttribute("aria-current", "true");
    await page.getByLabel("Comment").fill("");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/processes/${opened}`));
    await expect(page.getByTestId("case-panel")).toBeVisible();
    await pressUntil(page, "a", isFocused(page.locator("#decision-reason")));
    await expect(page.locator("#decision-reason")).toBeFocused();
    await expect(page.getByRole("radio", { name: "Approve" })).toBeChecked();
    await expect(page.locator("#decision-reason")).not.toHaveValue("");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Checked against the document.");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Then take the next case")).toBeFocused();
    await expect(page.getByLabel("Then take the next case")).toBeChecked();
    // A case with a failed check or a negative finish asks for a tick on each concern before approving.
    for (;;) {
      await page.keyboard.press("Tab");
      const isAcknowledgement = await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=acknowledgements]")));
      if (!isAcknowledgement) break;
      await page.keyboard.press("Space");
    }
    await expect(page.getByRole("button", { name: "Decide…" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("decision-confirm");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/processes/") && !url.pathname.endsWith(opened));
    await expect(page.getByTestId("case-assignee")).toHaveText(email);
    await page.goto(`/processes/${opened}`);
    await expect(page.getByTestId("decision-in-force")).toContainText("Approve");
    await page.context().close();
  });

  for (const locale of ["en-GB", "pt-PT"]) {
    test(`no serious or critical axe violations on the queue pages (${locale})`, async ({ browser }) => {
      test.setTimeout(240_000);
      const { page } = await reviewer(browser, locale);
      await page.goto("/queue?view=all");
      const caseId = (await page.getByTestId("queue-row").first().getAttribute("data-process-id")) ?? "";
      const admin = await browser.newContext({ locale, extraHTTPHeaders: { "Accept-Language": locale } });
      const adminPage = await admin.newPage();
      await signIn(adminPage, "admin@idv.local", "idv-demo-password");
      for (const [who, path] of [
        [page, "/queue"],
        [page, "/queue?view=all&risk=high"],
        [page, `/processes/${caseId}?from=queue`],
        [adminPage, "/admin/queue"],
      ] as const) {
        const settle = settler(who);
        await who.goto(path);
        await settle();
        if (path === "/queue") await who.keyboard.press("?");
        const result = await new AxeBuilder({ page: who }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
        expect(serious).toEqual([]);
      }
      await Promise.all([page.context().close(), admin.close()]);
    });
  }
});
