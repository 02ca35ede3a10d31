import { expect, test } from "@playwright/test";
import { readSeed } from "../api/support";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

function staffUser(role: "admin" | "auditor" | "reviewer") {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  return email;
}

test("an admin creates a user with a generated password that works once shown, then disables them", async ({ page, browser }) => {
  await signIn(page, staffUser("admin"), PASSWORD);
  await page.goto("/admin/users");
  const email = uniqueEmail("new");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("auditor");
  await page.getByRole("button", { name: "Create user" }).click();
  const secret = page.getByText(`Password for ${email}`);
  await expect(secret).toBeVisible();
  const password = (await secret.locator("code").textContent()) ?? "";
  expect(password.length).toBeGreaterThanOrEqual(20);

  const other = await browser.newPage();
  await signIn(other, email, password);
  await expect(other.getByTestId("signed-in-role")).toHaveText("Auditor");

  await page.reload();
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("button", { name: "Disable" })
    .click();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Disabled");
  await other.goto("/processes");
  await expect(other).toHaveURL(/sign-in/);
});

test("an admin exports a flow as JSON in the spec's shape; an auditor cannot", async ({ page, browser }) => {
  const flowId = Object.values(readSeed().flows)[0] as string;
  await signIn(page, staffUser("admin"), PASSWORD);
  const response = await page.request.get(`/admin/flows/${flowId}/export`);
  expect(response.status()).toBe(200);
  const flow = (await response.json()) as { id: string; name: string; steps: { id: string; action: { type: string } }[] };
  expect(flow.id).toBe(flowId);
  expect(flow.steps.length).toBeGreaterThan(0);

  const auditor = await browser.newPage();
  await signIn(auditor, staffUser("auditor"), PASSWORD);
  expect((await auditor.request.get(`/admin/flows/${flowId}/export`)).status()).toBe(403);
  expect((await auditor.goto("/admin/accounts"))?.status()).toBe(403);
});
