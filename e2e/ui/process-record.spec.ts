import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readSeed } from "../api/support";
import { idv, uniqueEmail } from "../support/cli";
import { isFocused, pressUntil } from "../support/keyboard";
import { signIn } from "../support/sign-in";
import { auditEntriesFor, collectPageErrors, DEMO_PASSWORD, demoProcess, demoProcesses, SCREENSHOT_DIR } from "../support/workspace";

// The seeded demo processes carry what the real checks measured (OCR, image QA, face scores, screening, signatures).
test("search a process id from the header, then read its document, face, timeline and evidence", async ({ page }) => {
  const processId = demoProcess("demo-finished");
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  const search = page.getByLabel("Find a process by name, e-mail, phone, document number, id or reference");
  await pressUntil(page, "/", isFocused(search));
  await expect(search).toBeFocused();
  await page.keyboard.type(processId);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/processes/${processId}$`));
  await expect(page.getByTestId("process-id")).toHaveText(processId);

  const documents = page.locator('[data-testid="step-record"][data-action="document-ocr"]');
  await expect(documents).toHaveCount(2);
  // The first card's document-number check digit was wrong: the recomputed digits show where.
  const failed = documents.nth(0);
  await expect(failed.getByTestId("step-error")).toContainText("integrity_doc_number");
  await expect(failed.getByTestId("mrz-bad-digit").first()).toBeVisible();
  await expect(failed.locator('[data-verdict="BAD"]').first()).toBeVisible();
  const passed = documents.nth(1);
  await expect(passed.getByTestId("ocr-fields")).toContainText("CONCEICAO SOUSA");
  await expect(passed.getByTestId("ocr-fields")).toContainText("C12345678");
  // The MRZ lines have their own view, not a row among the additional fields.
  await expect(passed.getByTestId("additional-fields")).toContainText("issuing_state_namePortugal");
  await expect(passed.getByTestId("mrz")).toContainText("C12345678");
  await expect(passed.locator('[data-verdict="BAD"]')).toHaveCount(0);
  await expect(passed.locator('[data-verdict="GOOD"]').first()).toBeVisible();
  await expect(passed.getByTestId("image-qa").locator('[data-check="focus"]')).toHaveText("Focus");
  await expect(passed.getByTestId("chosen-map")).toHaveAttribute("data-map", "idcard_pt");
  await expect(passed.getByTestId("mrz-bad-digit")).toHaveCount(0);
  const front = passed.getByTestId("viewer-image").first();
  // Record images load lazily: bring this one into view (the printed-zone table above it made the page longer).
  await front.scrollIntoViewIfNeeded();
  await expect(front.locator("img")).toHaveJSProperty("complete", true);
  expect(await front.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1300);
  await front.getByRole("button", { name: /Zoom in/ }).click();
  await expect(front.locator("img")).toHaveAttribute("data-zoom", "1.5");
  await front.getByRole("button", { name: /Rotate/ }).click();
  await expect(front.locator("img")).toHaveAttribute("style", /rotate\(90deg\)/);

  const face = page.locator('[data-testid="step-record"][data-action="face-compare-2d2d"]');
  await expect(face.getByTestId("face-score")).toHaveText(/^0\.\d+$/);
  await expect(face.getByTestId("score-chart").locator(".recharts-surface")).toBeVisible({ timeout: 15_000 });

  await expect(page.getByTestId("event-row")).toHaveCount(await page.getByTestId("event-row").count());
  const all = await page.getByTestId("event-row").count();
  await page.getByTestId("event-filter-payload-submitted").click();
  await expect(page).toHaveURL(/events=payload-submitted/);
  const filtered = page.getByTestId("event-row");
  await expect(filtered.first()).toBeVisible();
  expect(await filtered.count()).toBeLessThan(all);
  expect(new Set(await filtered.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-type"))))).toEqual(
    new Set(["payload-submitted"]),
  );

  const preview = page.getByTestId("evidence-preview");
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute("src");
  const file = await page.request.get(src ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["cache-control"]).toBe("private, no-store");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const download = await page.request.get(`${src}?download=1`);
  expect(download.headers()["content-disposition"]).toContain("attachment");
});

test("every step type renders its own panel without console errors; screenshots at desktop and 390 px", async ({ page }) => {
  const processId = demoProcess("demo-finished");
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  const errors = collectPageErrors(page);
  const expected: Record<string, string> = {
    form: "panel-form",
    "document-ocr": "panel-document",
    "face-liveness-3d": "panel-face",
    "face-liveness-2d": "panel-face",
    "face-compare-2d2d": "panel-face",
    "face-compare-3d2d": "panel-face",
    "face-enroll-2d": "panel-face",
    "face-enroll-3d": "panel-face",
    "face-verify-2d": "panel-face",
    "face-verify-3d": "panel-face",
    otp: "panel-otp",
    aml: "panel-aml",
    "document-sign-otp": "panel-signing",
    "document-sign-qualified": "panel-signing",
    "video-liveness": "panel-video",
    videoconference: "panel-video",
    "videoconference-schedule": "panel-generic",
    "joint-ownership": "panel-generic",
    "digital-key": "panel-generic",
  };
  const seen = new Set<string>();
  for (const id of demoProcesses()) {
    await page.goto(`/processes/${id}`);
    const steps = page.getByTestId("step-record");
    await expect(steps.first()).toBeVisible();
    for (const step of await steps.all()) {
      const action = (await step.getAttribute("data-action")) ?? "";
      seen.add(action);
      await expect(step.getByTestId(expected[action] ?? "panel-generic")).toBeVisible();
    }
  }
  expect([...seen].sort()).toEqual(Object.keys(expected).sort());
  await expect(page.getByTestId("step-record").first()).toBeVisible();
  await page.goto(`/processes/${processId}`);
  await expect(page.locator(".recharts-surface").first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/process-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/process-390.png`, fullPage: true });
  await page.goto("/processes");
  await page.screenshot({ path: `${SCREENSHOT_DIR}/processes-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/processes-desktop.png`, fullPage: true });
  await page.goto("/");
  await expect(page.getByTestId("daily-chart").locator(".recharts-wrapper")).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/overview-desktop.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test("an unknown id says so plainly", async ({ page }) => {
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  await page.getByLabel("Find a process by name, e-mail, phone, document number, id or reference").fill("no-such-process-id");
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page.getByTestId("search-not-found")).toContainText("No process matches “no-such-process-id”.");
  const response = await page.goto("/processes/no-such-process-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("process-not-found")).toBeVisible();
});

test("a reviewer's view of a record is written to the staff audit log", async ({ page, request }) => {
  const seed = readSeed();
  const created = await request.post("/api/processes", { headers: { "svc-app": seed.appId, "svc-credential": seed.credential }, data: {} });
  const processId = String(((await created.json()) as { data: { processId: string } }).data.processId);
  const email = uniqueEmail("viewer");
  idv("user:create", "--email", email, "--role", "reviewer", "--name", "Vera Viewer", "--password", "a-long-test-password");
  expect(auditEntriesFor(processId)).toEqual([]);
  await signIn(page, email, "a-long-test-password");
  await page.goto(`/processes/${processId}`);
  await expect(page.getByTestId("process-id")).toHaveText(processId);
  expect(auditEntriesFor(processId)).toEqual([{ action: "record-viewed", actorEmail: email, targetType: "process" }]);
});

test("an auditor reads the record masked, results intact, and gets a masked bundle that verifies and holds no file", async ({ page }) => {
  const processId = demoProcess("demo-finished");
  await signIn(page, "auditor@idv.local", DEMO_PASSWORD);
  await page.goto(`/processes/${processId}`);
  await expect(page.getByTestId("masked-note")).toBeVisible();
  await expect(page.getByTestId("panel-form").first()).not.toContainText("Maria Inês");
  await expect(page.getByTestId("panel-form").first()).toContainText("1•••-••-••");
  const text = await page.content();
  for (const value of ["Sousa", "SOUSA", "C12345678", "1990-04-12", "12 Apr 1990", "912345678", "maria.sousa@example.pt", "demo-finished"])
    expect(text, value).not.toContain(value);
  // The forged first attempt's failed check and the passed ones read as they are.
  await expect(page.locator('[data-verdict="BAD"]').first()).toBeVisible();
  await expect(page.locator('[data-verdict="GOOD"]').first()).toBeVisible();
  await expect(page.getByTestId("viewer-image")).toHaveCount(0);
  await expect(page.getByTestId("evidence-withheld")).toContainText("SHA-256");
  const href = `/processes/${processId}/files/${crypto.randomUUID()}`;
  expect((await page.request.get(href)).status()).toBe(403);

  const bundle = await page.request.get(`/processes/${processId}/bundle`);
  expect(bundle.status()).toBe(200);
  const file = path.join(SCREENSHOT_DIR, `auditor-bundle-${processId}.zip`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(file, await bundle.body());
  const verdict = idv<{ ok: boolean; personalData: string; withheld: string[] }>("bundle:verify", file);
  expect(verdict).toMatchObject({ ok: true, personalData: "masked" });
  expect(verdict.withheld).toContain("evidence.pdf");
  expect(verdict.withheld.filter((p) => p.startsWith("files/")).length).toBeGreaterThan(0);
});

test("files are not served without a session", async ({ request }) => {
  const processId = demoProcess("demo-finished");
  const response = await request.get(`/processes/${processId}/files/${crypto.randomUUID()}`, { maxRedirects: 0 });
  expect([302, 307, 401]).toContain(response.status());
});
