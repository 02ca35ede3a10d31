import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { type Dictionary, en } from "./back-office/en";
import { pt } from "./back-office/pt";
import { LOCALE_COOKIE, type Locale, pickLocale } from "./locale";

const DICTIONARIES: Record<Locale, Dictionary> = { en, pt };

/** The request's UI language and its texts, chosen once per request. */
export const getDictionary = cache(async (): Promise<{ locale: Locale; t: Dictionary }> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = pickLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get("accept-language"));
  return { locale, t: DICTIONARIES[locale] };
});
