import { expect, type Page, type Request, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

// "Second factor required" changes every password sign-in, so this project runs after the others (playwright.config.ts).
// The setting's admin action is also replayed here by a reviewer and an auditor (the role matrix's rule: 403, unchanged).

const PASSWORD = "a-long-test-password";

async function signedInAs(page: Page, role: "admin" | "reviewer" | "auditor"): Promise<Page> {
  const email = uniqueEmail(`required-${role}`);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  await signIn(page, email, PASSWORD);
  return page;
}

async function isRequired(admin: Page): Promise<boolean> {
  await admin.goto("/admin/settings");
  return admin.getByLabel(/^Required:/).isChecked();
}

function replay(as: Page, original: Request, body: string) {
  const headers = Object.fromEntries(
    Object.entries(original.headers()).filter(([k]) => ["next-action", "content-type", "accept", "next-router-state-tree"].includes(k)),
  );
  return as.request.post(original.url(), { headers, data: body, maxRedirects: 0 });
}

test("@2fa with a second factor required, a user without one must enrol before opening anything", async ({ browser }) => {
  const admin = await signedInAs(await browser.newPage(), "admin");
  await admin.goto("/admin/settings");
  const captured = admin.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await admin.getByLabel(/^Required:/).check();
  await admin.getByRole("button", { name: "Save second factor" }).click();
  await expect(admin.getByText("A second factor is now required")).toBeVisible();
  const original = await captured;
  const turnOff = (original.postData() ?? "").replace("required", "optional");

  try {
    for (const role of ["reviewer", "auditor"] as const) {
      const page = await signedInAs(await browser.newPage(), role);
      expect((await replay(page, original, turnOff)).status(), role).toBe(403);
      await page.close();
    }
    expect(await isRequired(admin), "refused roles changed nothing").toBe(true);

    const email = uniqueEmail("must-enrol");
    idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
    const page = await browser.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
    await page.goto("/processes");
    await expect(page).toHaveURL(/\/sign-in\/enrol/);
    expect((await page.request.get("/exports/processes?format=csv", { maxRedirects: 0 })).status()).toBe(401);

    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByLabel("Code shown by the app").fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByTestId("signed-in-user")).toContainText(email);
    expect((await page.goto("/processes"))?.status()).toBe(200);
  } finally {
    expect((await replay(admin, original, turnOff)).status(), "the admin's forged POST is a real change").toBe(200);
    expect(await isRequired(admin)).toBe(false);
  }
});
