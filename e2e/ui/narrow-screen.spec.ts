import { expect, test } from "@playwright/test";
import { reviewerPages } from "../support/reviewer-pages";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD } from "../support/workspace";

const LANGUAGES = [
  ["en", "en-GB,en;q=0.9"],
  ["pt", "pt-PT,pt;q=0.9"],
] as const;

for (const [language, acceptLanguage] of LANGUAGES)
  test(`@layout no reviewer page scrolls sideways at 390 px, ${language}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: acceptLanguage.slice(0, 5),
      extraHTTPHeaders: { "Accept-Language": acceptLanguage },
    });
    const page = await context.newPage();
    await signIn(page, "admin@idv.local", DEMO_PASSWORD);
    const wide: string[] = [];
    for (const path of reviewerPages()) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} px wide in ${innerWidth} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
