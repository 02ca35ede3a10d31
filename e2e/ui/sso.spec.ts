import { expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

// The e2e server signs staff in through a real OpenID provider on loopback (oidc-provider, scripts/oidc/test-provider.ts):
// rita is in the reviewers group, nora in no mapped group. Its development sign-in form takes any password.

async function startSso(page: Page, login: string) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with Test SSO" }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
}

async function auditDetails(page: Page, filter: string): Promise<string> {
  const email = uniqueEmail("sso-auditor");
  idv("user:create", "--email", email, "--role", "auditor", "--password", "a-long-test-password");
  await signIn(page, email, "a-long-test-password");
  await page.goto(`/audit?${filter}`);
  return (await page.locator("tbody").textContent()) ?? "";
}

test("@sso a member of the reviewers group signs in through the OpenID provider and lands as a reviewer", async ({ page }) => {
  await startSso(page, "rita");
  await expect(page.getByTestId("signed-in-role")).toHaveText("Reviewer");
  await expect(page.getByTestId("signed-in-user")).toContainText("rita.sso@idv.local");
  expect((await page.goto("/processes"))?.status()).toBe(200);
  expect((idv("user:list") as { email: string; role: string }[]).find((u) => u.email === "rita.sso@idv.local")?.role).toBe("reviewer");
});

test("@sso a user in no mapped group is refused with a clear page, and the refusal is audited", async ({ page, browser }) => {
  await startSso(page, "nora");
  await expect(page).toHaveURL(/\/sign-in\/refused\?reason=no-mapped-group/);
  await expect(page.getByRole("heading", { name: "You cannot sign in here" })).toBeVisible();
  await expect(page.getByText("in no group that grants a role here")).toBeVisible();
  await page.goto("/processes");
  await expect(page).toHaveURL(/\/sign-in/);

  const auditor = await browser.newPage();
  const details = await auditDetails(auditor, `actor=${encodeURIComponent("nora.sso@idv.local")}`);
  expect(details).toContain("Sign-in failed");
  // The audit page shows details as labelled fields: "Method Single sign-on", "Reason in no group that grants a role".
  expect(details).toMatch(/Method\s*Single sign-on/);
  expect(details).toMatch(/Reason\s*in no group that grants a role/);
  await auditor.close();
});

test("@sso a callback whose state is not this browser's (tampered) is refused", async ({ page, browser }) => {
  // Another sign-in attempt's state cookie, put in place of this browser's: the state the provider returns no longer matches.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/sign-in");
  await otherPage.getByRole("button", { name: "Continue with Test SSO" }).click();
  await expect(otherPage.locator('input[name="login"]')).toBeVisible();
  const foreign = (await other.cookies()).find((c) => c.name === "next-auth.state");
  expect(foreign).toBeTruthy();
  await other.close();

  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with Test SSO" }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
  const own = (await page.context().cookies()).find((c) => c.name === "next-auth.state");
  expect(own?.value).not.toBe(foreign?.value);
  if (foreign) await page.context().addCookies([foreign]);
  await page.locator('input[name="login"]').fill("rita");
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId("sso-error")).toBeVisible();
  await page.goto("/processes");
  await expect(page).toHaveURL(/\/sign-in/);

  const auditor = await browser.newPage();
  const details = await auditDetails(auditor, "action=sign-in-failed");
  expect(details).toMatch(/Method\s*Single sign-on\s*Reason\s*state mismatch/);
  await auditor.close();
});
