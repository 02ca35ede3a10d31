import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { idv } from "../api/support";
import { uniqueEmail } from "../support/cli";
import { expectNone, Reader } from "../support/portuguese-reader";
import { signIn } from "../support/sign-in";

test.describe.configure({ timeout: 300_000 });

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");
const PASSWORD = "a-long-test-password";

type Showcase = { processId: string; kinds: string[] };

/** The cases `idv seed` wrote, one per kind of finding, with the kinds each must show. */
function showcases(): [string, Showcase][] {
  const seed = JSON.parse(fs.readFileSync(path.join(E2E_DIR, "seed.json"), "utf8")) as { findingShowcases: Record<string, Showcase> };
  return Object.entries(seed.findingShowcases);
}

async function reviewer(page: Page, locale: "en" | "pt") {
  const email = uniqueEmail("reviewer");
  idv("user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email, PASSWORD);
  await page.context().addCookies([{ name: "idv-locale", value: locale, url: new URL("/", page.url()).href }]);
}

const SHOWCASE_QUEUE = "/queue?view=all&tag=showcase-findings";

/** What the queue's row of a case says: its findings cell's count and words. With a reader, the page is read for it too. */
async function queueRows(page: Page, reader?: Reader) {
  await page.goto(SHOWCASE_QUEUE);
  const rows = page.getByTestId("queue-row");
  await expect(rows.first()).toBeVisible();
  await reader?.readShown(page, SHOWCASE_QUEUE);
  const found = new Map<string, { count: number; text: string; isNegative: boolean }>();
  for (const row of await rows.all()) {
    const cell = row.getByTestId("queue-findings");
    found.set((await row.getAttribute("data-process-id")) ?? "", {
      count: Number(await cell.getAttribute("data-count")),
      text: ((await cell.textContent()) ?? "").trim(),
      isNegative: (await cell.locator(".chip").count()) > 0,
    });
  }
  return found;
}

/**
 * One case as a language shows it: the kinds and the words of its findings, its headline, the acknowledgements asked.
 * With a reader, the page is read for it once the acknowledgements are shown.
 */
async function readCase(page: Page, processId: string, locale: "en" | "pt", reader?: Reader) {
  await page.context().addCookies([{ name: "idv-locale", value: locale, url: new URL("/", page.url()).href }]);
  await page.goto(`/processes/${processId}`);
  const banner = page.getByTestId("case-summary");
  await expect(page.getByTestId("summary-outcome")).toBeVisible();
  const kinds = await banner.getByTestId("finding").evaluateAll((items) => items.map((item) => item.getAttribute("data-kind") ?? ""));
  const bar = page.getByTestId("decision-bar");
  await bar.getByRole("radio", { name: locale === "en" ? "Approve" : "Aprovar" }).check();
  await reader?.readShown(page, `/processes/${processId}`);
  return {
    kinds,
    tone: await banner.getAttribute("data-tone"),
    outcome: ((await page.getByTestId("summary-outcome").textContent()) ?? "").trim(),
    texts: await banner.getByTestId("finding-text").allInnerTexts(),
    acknowledgements: await bar.getByTestId("acknowledgements").getByRole("checkbox").count(),
    body: (await page.locator("main").textContent()) ?? "",
  };
}

// The Portuguese pages are also read for English left and raw codes (e2e/support/portuguese-reader.ts), once, here.
test("@case @words each kind of finding: the banner, the decision's acknowledgements and the queue row agree, in English and Portuguese, with nothing left in English", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const reader = new Reader();
  await reviewer(page, "en");
  const rows = { en: await queueRows(page), pt: new Map() as Awaited<ReturnType<typeof queueRows>> };
  await page.context().addCookies([{ name: "idv-locale", value: "pt", url: new URL("/", page.url()).href }]);
  rows.pt = await queueRows(page, reader);
  for (const [reference, { processId, kinds }] of showcases()) {
    const seen = { en: await readCase(page, processId, "en"), pt: await readCase(page, processId, "pt", reader) };
    for (const locale of ["en", "pt"] as const) {
      const read = seen[locale];
      const where = `${reference} (${locale})`;
      expect(new Set(read.kinds), where).toEqual(new Set(kinds));
      expect(read.tone === "clear", where).toBe(kinds.length === 0);
      if (kinds.length === 0)
        expect(read.outcome, where).toBe(locale === "en" ? "Finished: every check passed" : "Terminado: todas as verificações passaram");
      expect(read.acknowledgements, where).toBe(kinds.length);
      const row = rows[locale].get(processId);
      expect(row?.count, where).toBe(kinds.length);
      // The queue names the most severe finding, as the banner does first.
      if (read.texts[0]) expect(row?.text, where).toContain(read.texts[0]);
      expect(row?.isNegative, where).toBe(kinds.includes("negative-finish"));
    }
    // No finding's English words on the Portuguese page.
    for (const text of seen.en.texts) expect(seen.pt.body, reference).not.toContain(text);
  }
  expectNone(reader);
});
