/** How the reader's language writes dates: the dictionary's `dates` (lib/i18n/back-office/dates). */
export type DateWords = { months: string; day: string; timestamp: string };

const two = (n: number) => String(n).padStart(2, "0");

function parsed(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const monthNames = new Map<string, string[]>();

/** A language's month names, split once. */
function monthsOf(words: DateWords): string[] {
  const known = monthNames.get(words.months);
  if (known) return known;
  const months = words.months.split(" ");
  monthNames.set(words.months, months);
  return months;
}

function dayOf(date: Date, words: DateWords): string {
  const months = monthsOf(words);
  const month = months[date.getUTCMonth()] ?? two(date.getUTCMonth() + 1);
  return fillText(words.day, { day: date.getUTCDate(), month, year: date.getUTCFullYear() });
}

/**
 * A moment in the reader's words, in UTC to the second: "27 Nov 2026, 08:05:09 UTC", "27 nov. 2026, 08:05:09 UTC".
 * Put together from the dictionary rather than by Intl, so server and browser write it alike (hydration never disagrees).
 */
export function formatTimestamp(value: string | Date, words: DateWords): string {
  const date = parsed(value);
  if (!date) return String(value);
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return fillText(words.timestamp, { date: dayOf(date, words), time });
}

/** A day in the reader's words (UTC): "27 Nov 2026", "27 nov. 2026". */
export function formatDay(value: string | Date, words: DateWords): string {
  const date = parsed(value);
  return date ? dayOf(date, words) : String(value);
}

export function formatPercent(value: number | null): string {
  return value === null ? "—" : `${(value * 100).toFixed(1)} %`;
}

// Each template split once into its texts and, at odd positions, its placeholders' names: a regular expression's
// replace cost 4 µs a call, and a case page fills a few hundred texts. Dictionaries hold a bounded number of templates.
const splitTemplates = new Map<string, string[]>();
const MAX_TEMPLATES = 2000;

function partsOf(template: string): string[] {
  const known = splitTemplates.get(template);
  if (known) return known;
  const parts = template.split(/\{(\w+)\}/);
  if (splitTemplates.size < MAX_TEMPLATES) splitTemplates.set(template, parts);
  return parts;
}

/** A dictionary text with its `{name}` placeholders filled (dictionaries hold no functions: they reach client components). */
export function fillText(template: string, values: Record<string, string | number>): string {
  const parts = partsOf(template);
  let text = parts[0] ?? "";
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] ?? "";
    text += (Object.hasOwn(values, key) ? String(values[key]) : `{${key}}`) + (parts[i + 1] ?? "");
  }
  return text;
}
