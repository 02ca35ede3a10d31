import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { BASE_URL } from "../../playwright.config";
import { idv, uniqueEmail } from "../support/cli";
import { openAccountMenu, signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";
// A code for the next 30-second step: still accepted (one step of drift), and always later than the enrolment's own.
const nextCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

function reviewer(): string {
  const email = uniqueEmail("2fa");
  idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  return email;
}

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/** The password step; an enrolled user then meets the second-factor page. */
async function passwordStep(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Second factor" })).toBeVisible();
}

test("@2fa enrol an authenticator app, sign in with password and code; a reused code is refused; a recovery code works once", async ({
  page,
}) => {
  const email = reviewer();
  await signIn(page, email, PASSWORD);
  await openAccountMenu(page);
  await page.getByRole("link", { name: "Security" }).click();
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code shown by the app").fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const recoveryCodes = (await page.getByTestId("recovery-codes").locator("li").allTextContents()).map((c) => c.trim());
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Set up. 10 recovery code(s) left.")).toBeVisible();
  await signOut(page);

  await passwordStep(page, email);
  // The session is not usable before the second factor.
  await page.goto("/processes");
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  const code = nextCode(secret);
  await page.getByLabel("Code from your authenticator app").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
  await signOut(page);

  await passwordStep(page, email);
  await page.getByLabel("Code from your authenticator app").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByTestId("second-factor-error")).toHaveText("That code is not right, or it was already used.");
  await page.getByLabel("Or a recovery code").fill(recoveryCodes[0] ?? "");
  await page.getByRole("button", { name: "Use recovery code" }).click();
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
  await signOut(page);

  await passwordStep(page, email);
  await page.getByLabel("Or a recovery code").fill(recoveryCodes[0] ?? "");
  await page.getByRole("button", { name: "Use recovery code" }).click();
  await expect(page.getByTestId("second-factor-error")).toHaveText("That code is not right, or it was already used.");
});

// Browsers refuse an IP address as a passkey's relying party: this test opens the e2e server as localhost (PASSKEY_ORIGIN).
const LOCALHOST = BASE_URL.replace("127.0.0.1", "localhost");

async function withVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

test("@2fa enrol a passkey in the virtual authenticator and sign in with it alone", async ({ browser }) => {
  const email = reviewer();
  const context = await browser.newContext({ baseURL: LOCALHOST });
  const page = await context.newPage();
  await withVirtualAuthenticator(context, page);
  await signIn(page, email, PASSWORD);
  await page.goto("/account/security");
  await page.getByLabel("Passkey name").fill("Test key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("1 registered.")).toBeVisible();
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/sign-in/);

  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with a passkey" }).click();
  await expect(page.getByTestId("signed-in-user")).toContainText(email);
  await page.goto("/account/sessions");
  await expect(page.getByRole("row", { name: /This browser/ })).toContainText("Passkey");
  await context.close();
});
