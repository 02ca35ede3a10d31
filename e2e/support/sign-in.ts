import { expect, type Page } from "@playwright/test";

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The first page after sign-in is the overview, which counts: allow for a busy machine.
  await expect(page.getByTestId("signed-in-user")).toBeVisible({ timeout: 15_000 });
}
