import { expect, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

function staffUser(role: "admin" | "auditor" | "reviewer") {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  return email;
}

test("an auditor browses the audit log filtered by staff member and verifies the chain", async ({ page }) => {
  const email = staffUser("auditor");
  await signIn(page, email, PASSWORD);
  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Staff e-mail").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(email)}`));
  const rows = page.locator("tbody tr");
  await expect(rows.first().locator("[data-action]")).toHaveAttribute("data-action", "sign-in");
  await expect(rows.first()).toContainText("Signed in");
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: "Verify the hash chain" }).click();
  await expect(page.getByText(/^Intact: all \d+ entries/)).toBeVisible();
});

test("a reviewer cannot open the audit log", async ({ page }) => {
  await signIn(page, staffUser("reviewer"), PASSWORD);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  expect((await page.goto("/audit"))?.status()).toBe(403);
});
