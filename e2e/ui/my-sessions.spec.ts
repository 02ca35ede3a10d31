import { expect, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

test("ending another of my sessions says so, and that browser is signed out at its next page", async ({ browser }) => {
  const email = uniqueEmail("sessions");
  idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  const [here, there] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [page, other] = await Promise.all([here.newPage(), there.newPage()]);
    await signIn(other, email, PASSWORD);
    await signIn(page, email, PASSWORD);
    await page.goto("/account/sessions");
    const rows = page.getByRole("row").filter({ has: page.getByRole("button", { name: "End" }) });
    await expect(rows).toHaveCount(1);
    await rows.getByRole("button", { name: "End" }).click();
    await expect(page.getByRole("status")).toHaveText("Session ended.");
    await expect(rows).toHaveCount(0);
    await expect(page.getByRole("row", { name: /This browser/ })).toBeVisible();

    await other.goto("/processes");
    await expect(other).toHaveURL(/\/sign-in/);
  } finally {
    await Promise.all([here.close(), there.close()]);
  }
});
