import type { Locale } from "@/lib/i18n/locale";
import type { FindingKind, FindingValues, Severity } from "../finding";

/** Formatting in the reader's locale; a masked value (an auditor's "2•••-••-••") is shown as it is. */
export type Formats = {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  score: (value: number) => string;
  list: (items: string[]) => string;
  checks: (keys: string[]) => string[];
};

/** Each kind in one language: a sentence from its values, complete for every kind (tsc checks both languages). */
export type FindingWords = {
  locale: Locale;
  list: (items: string[]) => string;
  checks: (keys: string[]) => string[];
  kinds: { [K in FindingKind]: (values: FindingValues[K], formats: Formats) => string };
  attempts: (attempts: number) => string;
  severities: Record<Severity, string>;
  /** Each kind's short name, where a finding is named without its values (the kinds a decision acknowledged). */
  names: Record<FindingKind, string>;
};
