import type { Page, Request } from "@playwright/test";

/** One per page: the requests it watches are counted from the first call on, before the page's first load. */
const settlers = new WeakMap<Page, () => Promise<void>>();

/** How long a loaded page may keep requests open before the walk goes on without waiting for them. */
const QUIET_WITHIN_MS = 20_000;

/**
 * Waits, after each load, until the page has had no request open for half a second (its client parts drawn), for at
 * most 20 s. Playwright's own wait has no limit of its own: once, in CI, a page never had half a second without a
 * request open, and the test hung to its 10-minute timeout. Past the limit the walk goes on with the page as loaded,
 * and the test's output names the requests still open, so the next such run says which they were.
 */
export function settler(page: Page): () => Promise<void> {
  const known = settlers.get(page);
  if (known) return known;
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  const settle = async () => {
    await page.waitForLoadState("load");
    const isQuiet = await page
      .waitForLoadState("networkidle", { timeout: QUIET_WITHIN_MS })
      .then(() => true)
      .catch(() => false);
    if (isQuiet) return;
    const stillOpen = [...open].map((request) => `${request.method()} ${request.url()}`);
    console.warn(`${page.url()}: requests still open after ${QUIET_WITHIN_MS / 1000} s: ${stillOpen.join(", ") || "none we saw start"}`);
  };
  settlers.set(page, settle);
  return settle;
}
