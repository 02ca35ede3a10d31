import { z } from "zod";
import type { Dictionary } from "./back-office/en";
import type { Locale } from "./locale";

const ERROR_MAPS: Record<Locale, z.core.$ZodErrorMap> = { en: z.locales.en().localeError, pt: z.locales.pt().localeError };

/** zod's own messages in the reader's language (a schema's own message, where it has one, still wins). */
export function zodErrorsIn(locale: Locale): z.core.$ZodErrorMap {
  return ERROR_MAPS[locale];
}

/** A form's refused fields, each named in the reader's words where the dictionary knows the field. */
export function issuesInWords(issues: z.core.$ZodIssue[], t: Dictionary): string {
  const names: Record<string, string> = t.checks.fields;
  return issues
    .map((issue) => {
      const path = issue.path.join(".");
      const field = path === "" ? t.checks.input : Object.hasOwn(names, path) ? names[path] : path;
      return `${field}: ${issue.message}`;
    })
    .join("; ");
}
