import { expect, type Page } from "@playwright/test";

/** Signs in through the form in whichever language the page speaks (the fields by id, the form's submit button). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page
    .locator("form")
    .filter({ has: page.locator("#password") })
    .locator('button[type="submit"]')
    .click();
  // The first page after sign-in is the overview, which counts: allow for a busy machine.
  await expect(page.getByTestId("signed-in-user")).toBeVisible({ timeout: 15_000 });
}

/** Opens the header's account menu (name, role, language, security, sessions, sign-out live behind it). */
export async function openAccountMenu(page: Page) {
  await page.getByTestId("signed-in-user").click();
  await expect(page.locator("#account-menu")).toBeVisible();
}
