import type { Widen } from "@/lib/i18n/widen";
import type { caseEn } from "./en";

export type CaseDictionary = Widen<typeof caseEn>;
