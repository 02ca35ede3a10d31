import { expect, test } from "@playwright/test";

function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

test("pages carry a nonce-based CSP without unsafe-eval, frame-ancestors 'none' and no-store", async ({ request }) => {
  const response = await request.get("/sign-in");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectBaseHeaders(headers);
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["cache-control"]).toContain("no-store");
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(html).toContain(`nonce="${nonce}"`);
});

test("a fresh nonce on every page response", async ({ request }) => {
  const nonces = await Promise.all([1, 2].map(async () => (await request.get("/sign-in")).headers()["content-security-policy"]));
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("API responses carry the security headers too", async ({ request }) => {
  const response = await request.get("/api/health");
  const headers = response.headers();
  expectBaseHeaders(headers);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["cache-control"]).toContain("no-store");
});

test("static assets carry nosniff and the referrer policy", async ({ request, page }) => {
  await page.goto("/sign-in");
  const script = await page.locator("script[src]").first().getAttribute("src");
  expect(script).toBeTruthy();
  expectBaseHeaders((await request.get(script as string)).headers());
});

test("the pages run under the CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill("someone@example.com");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  expect(violations).toEqual([]);
});
