import { expect, test } from "@playwright/test";
import { type PublishedWebhookKey, startWebhookReceiver } from "../../test/support/webhook-receiver";
import { createAccount, FORM, FORM_STEP, startProcess } from "../api/support";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

test("@webhooks an admin adds an endpoint, sees its deliveries and redelivers one", async ({ page, request }) => {
  // Three operator-tool runs set it up: slow on a loaded machine.
  test.slow();
  const receiver = await startWebhookReceiver((await (await request.get("/api/webhooks/public-key")).json()) as PublishedWebhookKey);
  try {
    const account = createAccount({ name: "Webhooks flow", steps: [FORM_STEP] });
    const admin = uniqueEmail("admin");
    idv("user:create", "--email", admin, "--role", "admin", "--password", PASSWORD);
    await signIn(page, admin, PASSWORD);

    await page.goto("/admin/webhooks");
    await page.getByRole("combobox", { name: "Account", exact: true }).selectOption(account.accountId);
    await page.getByLabel("URL").fill("not a url");
    await page.getByLabel("URL").evaluate((input: HTMLInputElement) => {
      input.type = "text";
    });
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("not an absolute URL")).toBeVisible();
    // React resets a form after its action: choose the account again.
    await page.getByRole("combobox", { name: "Account", exact: true }).selectOption(account.accountId);
    await page.getByLabel("URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText(/Created endpoint/)).toBeVisible();
    receiver.secret = (await page.getByText("Signing secret").locator("code").textContent()) ?? "";
    expect(receiver.secret).toMatch(/^whsec_/);

    const processId = await startProcess(request, account);
    expect((await request.post(`/api/processes/${processId}/step`, { headers: account.headers, data: FORM })).status()).toBe(200);
    await expect.poll(() => receiver.events.map((e) => e.type)).toEqual(["process.finished"]);
    expect(receiver.events[0]).toMatchObject({ processId, hmac: true, ed25519: true, legacy: true });

    await page
      .getByRole("row", { name: new RegExp(receiver.url.replaceAll(".", "\\.")) })
      .getByRole("link", { name: "Deliveries" })
      .click();
    await page.waitForURL(/\/admin\/webhooks\/[^/?]+$/);
    const row = page.getByRole("row", { name: /process\.finished/ });
    await expect(row).toContainText("Delivered");
    await expect(row).toContainText(processId);
    await row.getByRole("button", { name: "Redeliver" }).click();
    await expect(page.getByText(/Queued again as delivery/)).toBeVisible();
    // The same event again: the receiver's idempotency sees a duplicate of its event id.
    await expect.poll(() => receiver.duplicates).toBe(1);
    await page.reload();
    await expect(page.getByRole("row", { name: /process\.finished/ })).toHaveCount(2);
    await expect(page.getByRole("row", { name: /process\.finished/ }).first()).toContainText("Delivered");
  } finally {
    await receiver.stop();
  }
});
