import { type ApplicantDictionary, applicantEn } from "./applicant/en";
import { applicantPt } from "./applicant/pt";
import { type Locale, localeOfLanguageTag } from "./locale";

const APPLICANT_DICTIONARIES: Record<Locale, ApplicantDictionary> = { en: applicantEn, pt: applicantPt };

/** The process's language (ll-CC) picks the applicant pages' texts; a language we do not speak reads English. */
export function dictionaryFor(lang: string): ApplicantDictionary {
  return APPLICANT_DICTIONARIES[localeOfLanguageTag(lang)];
}
