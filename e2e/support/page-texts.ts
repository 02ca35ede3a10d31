import type { Page } from "@playwright/test";

/**
 * What a reader of the page meets, as text: each visible text, each visible element's line of inline text (a sentence
 * split across tags), the names a screen reader says (aria-label, title, alt, placeholder), every option of every
 * select (opened or not) and the window's title.
 */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const tidy = text?.replace(/\s+/g, " ").trim();
      if (tidy) texts.add(tidy);
    };
    const isHidden = (element: Element) =>
      element.closest("script, style, noscript, template") !== null || !element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const lines = new Set<HTMLElement>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("select") || isHidden(parent) || !node.textContent?.trim()) continue;
      add(node.textContent);
      lines.add(parent);
    }
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line is what is wanted, without its hidden parts
    for (const element of lines) add(element.innerText);
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder], [aria-description]"))
      if (!isHidden(element) || element.tagName === "SELECT")
        for (const name of ["aria-label", "title", "alt", "placeholder", "aria-description"]) add(element.getAttribute(name));
    for (const option of document.body.querySelectorAll("option")) add(option.textContent);
    for (const group of document.body.querySelectorAll("optgroup")) add(group.label);
    add(document.title);
    return [...texts];
  });
}
