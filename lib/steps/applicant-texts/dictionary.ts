import { type Locale, localeOfLanguageTag } from "@/lib/i18n/locale";
import { type ApplicantDictionary, applicantEn } from "./en";
import { applicantPt } from "./pt";

const APPLICANT_DICTIONARIES: Record<Locale, ApplicantDictionary> = { en: applicantEn, pt: applicantPt };

/** The process's language (ll-CC) picks the applicant pages' texts; a language we do not speak reads English. */
export function dictionaryFor(lang: string): ApplicantDictionary {
  return APPLICANT_DICTIONARIES[localeOfLanguageTag(lang)];
}
