import { expect, type Page, test } from "@playwright/test";
import { pageTexts } from "./page-texts";
import { isAllowedOn, untranslatedFinder } from "./untranslated";
import { writtenData } from "./written-data";

/** Reads what pages show in Portuguese, as a reader meets them: no English text of ours, no raw code, no ISO time. */
export class Reader {
  private readonly find = untranslatedFinder(writtenData);
  /** Each text found wanting: what is wrong in it, and the pages that show it. */
  readonly problems = new Map<string, { found: Set<string>; pages: string[] }>();

  /** Reads `where` after going there, or after the work `then` does on the page (opening a help, choosing a filter, sending a form). */
  async read(page: Page, where: string, then?: () => Promise<void>) {
    try {
      if (!then) await page.goto(where);
      else await then();
      await page.waitForLoadState("load");
      // A page with a video or a PDF preview may keep its connection busy: its texts are in place once it has loaded.
      await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    } catch (error) {
      // A page that cannot be reached or worked is reported with the rest, not in their place.
      this.note(where, `could not be read: ${String(error).split("\n")[0]}`);
      return;
    }
    await this.readShown(page, where);
  }

  /** Reads the page as it is now, already loaded by the caller (a walk that runs other checks on it too). */
  async readShown(page: Page, where: string) {
    expect(await page.locator("html").getAttribute("lang"), where).toBe("pt");
    const seenHere = new Set<string>();
    for (const { kind, what, text } of this.find(await pageTexts(page)).filter((found) => !isAllowedOn(where, found))) {
      const problem = this.problems.get(text) ?? { found: new Set<string>(), pages: [] };
      problem.found.add(`${kind} "${what}"`);
      if (!seenHere.has(text)) problem.pages.push(where);
      seenHere.add(text);
      this.problems.set(text, problem);
    }
  }

  note(where: string, found: string) {
    this.problems.set(where, { found: new Set([found]), pages: [where] });
  }

  report(): string[] {
    return [...this.problems].map(
      ([text, { found, pages }]) =>
        `«${text.length > 140 ? `${text.slice(0, 140)}…` : text}»: ${[...found].join(", ")} on ${pages[0]}${pages.length > 1 ? ` (+${pages.length - 1} pages)` : ""}`,
    );
  }
}

/** One expectation for everything the reader found; soft, so a walk's other checks report too (the test still fails). */
export function expectNone(reader: Reader) {
  const report = reader.report();
  test.info().annotations.push({ type: "untranslated", description: String(report.length) });
  expect.soft(report, `${report.length} untranslated texts (Portuguese reader)`).toEqual([]);
}
