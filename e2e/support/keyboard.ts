import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses `key` until the page answers. A key pressed before the page's script has taken over (a server-drawn page
 * still hydrating, seen on a loaded machine) does nothing; once answered the key is not pressed again (a second "/"
 * would be typed into the search, a second "?" would close the help).
 */
export async function pressUntil(page: Page, key: string, isAnswered: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await isAnswered())) await page.keyboard.press(key);
        return isAnswered();
      },
      { timeout: 30_000, intervals: [250, 500, 1_000, 2_000] },
    )
    .toBe(true);
}

/** Whether the locator's element holds the focus. */
export const isFocused = (locator: Locator) => () => locator.evaluate((element) => element === document.activeElement);
