import { INTL_LOCALES, type Locale } from "@/lib/i18n/locale";
import type { Finding, Severity } from "../finding";
import { en } from "./en";
import { pt } from "./pt";
import type { FindingWords, Formats } from "./types";

const WORDS: Record<Locale, FindingWords> = { en, pt };

function formats(words: FindingWords): Formats {
  const dated = (iso: string, options: Intl.DateTimeFormatOptions) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : new Intl.DateTimeFormat(INTL_LOCALES[words.locale], { timeZone: "UTC", ...options }).format(time);
  };
  return {
    date: (iso) => dated(iso, { day: "numeric", month: "long", year: "numeric" }),
    dateTime: (iso) => `${dated(iso, { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" })} UTC`,
    score: (value) => value.toFixed(2),
    list: words.list,
    checks: words.checks,
  };
}

/** A finding as one sentence in the reader's language: "Face match score 0.27, below the threshold 0.80, after 3 attempts". */
export function findingSentence(finding: Finding, locale: Locale): string {
  const words = WORDS[locale];
  const say = words.kinds[finding.kind] as (values: Finding["values"], f: Formats) => string;
  const sentence = say(finding.values, formats(words));
  const afterAttempts = finding.attempts && finding.kind !== "retried" ? `, ${words.attempts(finding.attempts)}` : "";
  return `${sentence}${afterAttempts}`;
}

/** The sentence under its step's name, as lists of findings show it: "Identity document: Document expired on …". */
export function findingLine(finding: Finding, locale: Locale): string {
  const sentence = findingSentence(finding, locale);
  return finding.stepName ? `${finding.stepName}: ${sentence}` : sentence;
}

export function severityWord(severity: Severity, locale: Locale): string {
  return WORDS[locale].severities[severity];
}

/** Each kind's short name in the reader's language. */
export const findingKindNames = (locale: Locale): Readonly<Record<string, string>> => WORDS[locale].names;
