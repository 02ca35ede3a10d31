import Link from "next/link";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";

export function LanguageLinks({ locale, t }: { locale: Locale; t: Dictionary }) {
  return (
    <nav aria-label={t.language.label} className="flex gap-2 text-xs">
      {(["en", "pt"] as const).map((code) => (
        <Link
          key={code}
          href={`/locale?to=${code}`}
          prefetch={false}
          hrefLang={code}
          aria-current={code === locale ? "true" : undefined}
          className={code === locale ? "font-semibold underline" : "hover:underline"}
        >
          {t.language[code]}
        </Link>
      ))}
    </nav>
  );
}
