export const LOCALES = ["en", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_COOKIE = "idv-locale";
/** The reader's locale as Intl writes numbers and dates: British English, European Portuguese. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-GB", pt: "pt-PT" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The cookie wins; else the first Accept-Language entry (by q) whose language we speak; else English. */
export function pickLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find((v) => v !== undefined);
      return { language: tag.toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? "en";
}

/** A language tag's locale (pt-PT, pt-BR → pt); English for a language we do not speak. */
export function localeOfLanguageTag(tag: string): Locale {
  const language = tag.toLowerCase().split("-")[0];
  return isLocale(language) ? language : "en";
}
