import type { Widen } from "@/lib/i18n/widen";
import type { consentRecordEn } from "./en";

export const consentRecordPt: Widen<typeof consentRecordEn> = {
  events: {
    "biometric-consent-given": "O requerente concordou com o tratamento do seu rosto (dados biométricos)",
  },
};
