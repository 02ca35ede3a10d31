import type { Locale } from "./locale";

/** A timestamp as "YYYY-MM-DD HH:mm:ss UTC": the same on server and client, so hydration never disagrees. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** The reader's locale as Intl writes dates: British English, European Portuguese. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-GB", pt: "pt-PT" };

/**
 * A moment as a date and time in the reader's language, in UTC ("23 November 2026 at 10:00:05 UTC"); text that is
 * not a date as it is. Server-rendered text only: a browser's Intl may word it otherwise, and hydration would disagree.
 */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: "long", timeStyle: "medium", timeZone: "UTC" });
  return `${format.format(time)} UTC`;
}

export function formatPercent(value: number | null): string {
  return value === null ? "—" : `${(value * 100).toFixed(1)} %`;
}

/** A dictionary text with its `{name}` placeholders filled (dictionaries hold no functions: they reach client components). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
