import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import { renderDemoContract } from "../../lib/demo/demo-contract";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";
import { ANALYSIS, expectNoSeriousViolations } from "./applicant-support";

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");

type DemoMediaName = "selfie.jpg" | "other-selfie.jpg" | "liveness.mp4";

/** The demo applicant's real media that scripts/test/e2e-server.sh wrote (the selfie is the person of the ID card). */
export function demoMedia(name: DemoMediaName): string {
  return path.join(E2E_DIR, "media", name);
}

/** A flow step in the service's Flow shape; `next` follows the order of the steps. */
export function flowStep(
  id: string,
  name: string,
  type: string,
  options: { preventPrevious?: boolean; maxRetries?: number; settings?: Record<string, unknown> } = {},
) {
  return {
    id,
    name,
    settings: { maxRetries: options.maxRetries ?? 3, preventPrevious: options.preventPrevious ?? false, deviceType: "any" },
    action: { type, settings: options.settings ?? {} },
  };
}

/** The applicant sees this step: its heading, Back only where the step allows it, and no serious axe violation. */
export async function expectStepPage(page: Page, heading: string, { canGoBack }: { canGoBack: boolean }): Promise<void> {
  // The step before may have been a server-side analysis.
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible(ANALYSIS);
  await expect(page.getByRole("button", { name: /Back|Voltar/ })).toHaveCount(canGoBack ? 1 : 0);
  await expectNoSeriousViolations(page);
}

/** A one-page PDF uploaded as the account's attachment: the document its signing steps ask the applicant to sign. */
export async function uploadContract(accountId: string, title: string): Promise<{ fileId: string; bytes: Buffer }> {
  const bytes = await renderDemoContract(title);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "contract-")), "contract.pdf");
  fs.writeFileSync(file, bytes);
  try {
    const { fileId } = idv<{ fileId: string }>("file:upload", "--account", accountId, "--bucket", "attachments", file);
    return { fileId, bytes };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true });
  }
}

/** A reviewer of the back office, signed in on a desktop page of a browser context of their own. */
export async function reviewerPage(browser: Browser): Promise<Page> {
  const email = uniqueEmail("reviewer");
  const password = "a-long-test-password";
  idv("user:create", "--email", email, "--role", "reviewer", "--password", password);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/** The back office's record of one step of the process, as a reviewer reads it. */
export function stepRecord(page: Page, action: string) {
  return page.locator(`[data-testid="step-record"][data-action="${action}"]`);
}
