"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";

/**
 * Each link names the page it is on, so /locale can return there without reading the Referer. Plain links:
 * the whole page, layout included, must render again in the new language. It takes its own words only: handed the
 * whole dictionary, a client component sent its 50 KB with every page.
 */
export function LanguageLinks({ locale, words }: { locale: Locale; words: Dictionary["language"] }) {
  const query = useSearchParams().toString();
  const back = `${usePathname()}${query ? `?${query}` : ""}`;
  return (
    <nav aria-label={words.label} className="flex gap-2 text-xs">
      {(["en", "pt"] as const).map((code) => (
        <a
          key={code}
          href={`/locale?${new URLSearchParams({ to: code, back })}`}
          hrefLang={code}
          aria-current={code === locale ? "true" : undefined}
          className={code === locale ? "font-semibold underline" : "hover:underline"}
        >
          {words[code]}
        </a>
      ))}
    </nav>
  );
}
