import { expect, test } from "@playwright/test";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD } from "../support/workspace";

// No reviewer page scrolls sideways at 390 px, en and pt: checked on the walks of workspace-a11y.spec.ts.
const LANGUAGES = [
  ["en", "en-GB,en;q=0.9"],
  ["pt", "pt-PT,pt;q=0.9"],
] as const;

test("@layout at 390 px the queue and the processes list show rows on the first screen, filters folded behind their title", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, "admin@idv.local", DEMO_PASSWORD);
  for (const [path, row, filters] of [
    ["/processes", "process-row", "Filters"],
    ["/queue?view=all", "queue-row", "Case filters"],
  ] as const) {
    await page.goto(path);
    const form = page.getByRole("form", { name: filters });
    await expect(form).toBeHidden();
    await expect(page.getByTestId(row).first()).toBeInViewport();
    await page.locator("summary", { hasText: filters }).click();
    await expect(form).toBeVisible();
  }
  await context.close();
});

for (const [language, acceptLanguage] of LANGUAGES)
  test(`@layout at 1440 px the header is one row and the search shows its whole placeholder, ${language}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: acceptLanguage.slice(0, 5),
      extraHTTPHeaders: { "Accept-Language": acceptLanguage },
    });
    const page = await context.newPage();
    await signIn(page, "admin@idv.local", DEMO_PASSWORD);
    const search = page.getByRole("searchbox");
    await expect(search).toBeVisible();
    const account = (await page.getByTestId("signed-in-user").boundingBox())?.height ?? 0;
    expect(account).toBeGreaterThan(0);
    // One row: a second would make the header at least twice as tall as its tallest control.
    expect((await page.locator("header").first().boundingBox())?.height).toBeLessThan(2 * account);
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return { text: Number.POSITIVE_INFINITY, room: 0 };
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });
