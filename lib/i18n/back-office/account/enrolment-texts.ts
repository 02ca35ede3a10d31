import { fillText } from "@/lib/i18n/format";
import type { Dictionary } from "../en";

/** The enrolment component's texts for these factors (the enrol step and the security page share them). */
export function enrolmentTexts(t: Dictionary, factors: { passkeys: number; recoveryCodesLeft: number }) {
  const texts = t.account.security;
  return {
    totpHeading: texts.totpHeading,
    totpSetUp: fillText(texts.totpSetUp, { codesLeft: factors.recoveryCodesLeft }),
    passkeysHeading: texts.passkeysHeading,
    passkeysNone: texts.passkeysNone,
    passkeysCount: fillText(texts.passkeysCount, { count: factors.passkeys }),
  };
}
