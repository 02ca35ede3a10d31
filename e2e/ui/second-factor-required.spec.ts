import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, type Request, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { type AppServer, startAppServer } from "../../test/support/app-server";
import { idvIn, migrateIn, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

// "Second factor required" changes every password sign-in of an installation, so this spec starts a production server
// of its own on its own database: the other specs keep signing in meanwhile. The setting's admin action is also
// replayed here by a reviewer and an auditor (the role matrix's rule: 403, nothing changed; the admin's replay changes it).

const PASSWORD = "a-long-test-password";
const DIR = path.resolve(".e2e/second-factor-required");
let server: AppServer;

test.beforeAll(async () => {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  migrateIn(DIR);
  server = await startAppServer({
    databaseUrl: `file:${path.join(DIR, "e2e.db")}`,
    dataDir: path.join(DIR, "files"),
    readyTimeoutMs: 180_000,
  });
});

test.afterAll(async () => server?.stop());

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: server.url })).newPage();
}

async function signedInAs(browser: Browser, role: "admin" | "reviewer" | "auditor"): Promise<Page> {
  const email = uniqueEmail(`required-${role}`);
  idvIn(DIR, "user:create", "--email", email, "--role", role, "--password", PASSWORD);
  const page = await newPage(browser);
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
  // Everyone signs in before the rule changes: the refused roles' replays need ordinary sessions.
  const [admin, reviewer, auditor] = [
    await signedInAs(browser, "admin"),
    await signedInAs(browser, "reviewer"),
    await signedInAs(browser, "auditor"),
  ];
  await admin.goto("/admin/settings");
  const captured = admin.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await admin.getByLabel(/^Required:/).check();
  await admin.getByRole("button", { name: "Apply second-factor rule" }).click();
  await expect(admin.getByText("A second factor is now required")).toBeVisible();
  const original = await captured;
  const turnOff = (original.postData() ?? "").replace("required", "optional");

  try {
    for (const [role, page] of [
      ["reviewer", reviewer],
      ["auditor", auditor],
    ] as const)
      expect((await replay(page, original, turnOff)).status(), role).toBe(403);
    expect(await isRequired(admin), "refused roles changed nothing").toBe(true);

    const email = uniqueEmail("must-enrol");
    idvIn(DIR, "user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
    const page = await newPage(browser);
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
