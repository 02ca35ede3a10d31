import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { PlainNotice } from "./plain-notice";

export function FinishedNotice({ isNegative, lang }: { isNegative: boolean; lang: string }) {
  const dict = dictionaryFor(lang);
  return isNegative ? (
    <PlainNotice title={dict.negativeTitle} body={dict.negativeBody} lang={dict.langTag} tone="bad" />
  ) : (
    <PlainNotice title={dict.finishedTitle} body={dict.finishedBody} lang={dict.langTag} tone="good" />
  );
}
