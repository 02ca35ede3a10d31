import { expect, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { openAccountMenu, signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

function createUser(role: "admin" | "reviewer" | "auditor", name: string) {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--name", name, "--password", PASSWORD);
  return email;
}

test("an anonymous visit to any dashboard URL lands on the sign-in page", async ({ page }) => {
  for (const path of ["/", "/processes", "/admin/users", "/processes/some-id"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  }
});

test("a wrong password shows an error that does not say whether the e-mail exists", async ({ page }) => {
  const email = createUser("reviewer", "Wrong Password");
  for (const address of [email, uniqueEmail("nobody")]) {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(address);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("sign-in-error")).toHaveText("That e-mail and password do not match an active account.");
  }
});

test("sign in shows the shell with the user's name and role; sign out returns to sign-in", async ({ page }) => {
  const email = createUser("reviewer", "Rita Reviewer");
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId("signed-in-user")).toContainText("Rita Reviewer");
  await expect(page.getByTestId("signed-in-role")).toHaveText("Reviewer");
  await page.getByRole("link", { name: "Processes" }).click();
  // The overview has headings that contain the word too: wait for the list's own page.
  await expect(page).toHaveURL(/\/processes$/);
  await expect(page.getByRole("heading", { name: "Processes", exact: true })).toBeVisible();
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto("/processes");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("an auditor opening an admin-only page gets a 403 page", async ({ page }) => {
  const email = createUser("auditor", "Audrey Auditor");
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId("signed-in-role")).toHaveText("Auditor");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
});

test("an admin can open the admin-only page", async ({ page }) => {
  const email = createUser("admin", "Adam Admin");
  await signIn(page, email, PASSWORD);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
});

test("a disabled user cannot sign in, and a disabled user's open session ends", async ({ browser, page }) => {
  const email = createUser("reviewer", "Dora Disabled");
  const other = await browser.newPage();
  await signIn(other, email, PASSWORD);
  idv("user:disable", "--email", email);

  await other.goto("/processes");
  await expect(other).toHaveURL(/\/sign-in/);

  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toHaveText("That e-mail and password do not match an active account.");
});

test("repeated failures for one e-mail are throttled", async ({ page }) => {
  const email = createUser("reviewer", "Tom Throttled");
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post("/api/auth/callback/credentials", {
      form: { email, password: "wrong", csrfToken: await csrf(page), json: "true" },
    });
    expect(response.status()).toBeLessThan(500);
  }
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toContainText("Too many failed attempts");
});

async function csrf(page: import("@playwright/test").Page): Promise<string> {
  const response = await page.request.get("/api/auth/csrf");
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

test("sign-ins and failures land in the hash-chained staff audit log", async ({ page }) => {
  const email = createUser("reviewer", "Audited Person");
  const before = idv("audit:verify") as { ok: boolean; entries: number };
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toBeVisible();
  await signIn(page, email, PASSWORD);
  const after = idv("audit:verify") as { ok: boolean; entries: number };
  expect(after.ok).toBe(true);
  expect(after.entries).toBeGreaterThanOrEqual(before.entries + 2);
});

test("switching the language returns to the same page and filters, on the origin in use", async ({ page, baseURL }) => {
  await signIn(page, createUser("reviewer", "Lena Language"), PASSWORD);
  await page.goto("/processes?status=finished");
  await openAccountMenu(page);
  await page.getByRole("link", { name: "Português" }).click();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Processos" })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/processes?status=finished`);
  await openAccountMenu(page);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Processes" })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/processes?status=finished`);
});
