import crypto from "node:crypto";
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { createAccount, expectSuccess, idv, type TestAccount } from "../api/support";
import { DEMO_APPLICANT, demoIdCard, demoMediaBase64 } from "../support/demo-media";

/** A phone-sized Chromium that says it is an Android phone, so events record a mobile device. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

/**
 * For what waits on the server's image or video analysis: the tests assert the verdict, not its speed (bench:checks
 * measures that), and on two shared cores, behind the other worker's analyses, a face check has taken over 15 s.
 */
export const ANALYSIS = { timeout: 120_000 };

let account: TestAccount | undefined;

/**
 * An account of this worker's own with the bundled Portuguese onboarding active (the seeded demo credential
 * changes when another spec re-runs the seed with the CLI's secret).
 */
export function onboardingAccount(): TestAccount {
  account ??= createAccount(JSON.parse(fs.readFileSync("flows/pt-onboarding.json", "utf8")) as { name: string; steps: unknown[] });
  return account;
}

/**
 * A new process of the account (the onboarding one unless given) and the link the applicant was e-mailed; the
 * process's language is picked from `language` as from a browser's Accept-Language.
 */
export async function processWithLink(
  request: APIRequestContext,
  account: TestAccount = onboardingAccount(),
  language?: string,
): Promise<{ processId: string; link: string }> {
  const { headers } = account;
  const creationHeaders = language ? { ...headers, "accept-language": language } : headers;
  const created = await expectSuccess(await request.post("/api/processes", { headers: creationHeaders, data: {} }), 201, "BIOPMPCS004");
  const processId = String(created.data.processId);
  await expectSuccess(
    await request.post("/api/providers/custom/email01/send-email", {
      headers,
      data: { template: "link", processId, email: "ana.silva@example.pt", name: "Ana Silva" },
    }),
    200,
    "BIOEMCTS001",
  );
  const mails = idv<{ channel: string; body: string }[]>("outbox:list", "--process", processId).filter((m) => m.channel === "email");
  const link = /https?:\/\/\S+\/verify\/\S+\?token=\S+/.exec(mails.at(-1)?.body ?? "")?.[0];
  if (!link) throw new Error("no link in the outbox");
  return { processId, link: new URL(link).pathname + new URL(link).search };
}

/**
 * Submits the demo applicant's form, ID card and selfie through the API, then compares the selfie with the
 * card's portrait by the URLs those checks stored: the process waits at the phone confirmation.
 */
export async function walkToPhoneStep(request: APIRequestContext, processId: string): Promise<void> {
  const { headers } = onboardingAccount();
  const submit = async (data: unknown) =>
    expectSuccess(await request.post(`/api/processes/${processId}/step`, { headers, data }), 200, "BIOPMSCS002");
  await submit(DEMO_APPLICANT);
  await submit(demoIdCard());
  await submit({ reference: "selfie-1", template: "browser-photo", photo: demoMediaBase64("selfie.jpg") });
  const record = (await expectSuccess(await request.get(`/api/processes/${processId}`, { headers }), 200, "BIOPMPCS003")).data as {
    data: { payload: Record<string, unknown>; provider: { result: { images?: Record<string, unknown> } } }[];
  };
  const [, document, liveness] = record.data;
  await submit({ template1: String(liveness?.payload.photo), template2: String(document?.provider.result.images?.photo) });
}

/** An applicant link for the process signed with the server's secret, expired or not. */
export function signedLink(processId: string, accountId: string, expiresInSeconds: number): string {
  const secret = process.env.E2E_NEXTAUTH_SECRET ?? "";
  const claims = { prc: processId, acc: accountId, exp: Math.floor(Date.now() / 1000) + expiresInSeconds, pur: "verify-link" };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const mac = crypto.createHmac("sha256", secret).update(body).digest("base64url");
  return `/verify/${processId}?token=${body}.${mac}`;
}

/** axe-core finds no serious or critical violation, and nothing is wider than the phone's 390 px. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Adopting the mailed link sets a cookie in a server action, which redraws the page: in two of six first visits
  // probed, its title left the head for about 13 ms, the instant axe once caught. A page with no title still fails.
  await expect(page).toHaveTitle(/\S/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export function smsCode(processId: string): string {
  const sms = idv<{ channel: string; body: string }[]>("outbox:list", "--process", processId).filter((m) => m.channel === "sms");
  const code = /\b(\d{6})\b/.exec(sms.at(-1)?.body ?? "")?.[1];
  if (!code) throw new Error("no code in the outbox");
  return code;
}
