/**
 * What the applicant agrees to before the first biometric step, in the process's language. Changing the words means
 * a new `BIOMETRIC_CONSENT_VERSION`: each agreement is kept with the version the applicant read.
 */
export const BIOMETRIC_CONSENT_VERSION = "biometric-consent/1";

export const consentTexts = {
  en: {
    title: "Before we look at your face",
    body: (days: number) =>
      `The next step captures your face (a photo or a short video) and turns it into biometric measurements. They are used only to check that you are the person on your identity document and that you are present. The photos, videos and measurements are kept for ${days} days after your verification is decided, then erased. Only the reviewers and auditors of the organisation that asked you to verify see them.`,
    agree: "I agree: continue",
  },
  pt: {
    title: "Antes de analisarmos o seu rosto",
    body: (days: number) =>
      `O passo seguinte capta o seu rosto (uma fotografia ou um vídeo curto) e transforma-o em medidas biométricas. São usadas apenas para confirmar que é a pessoa do seu documento de identificação e que está presente. As fotografias, os vídeos e as medidas são guardados durante ${days} dias depois de a sua verificação ser decidida e depois apagados. Só os revisores e auditores da organização que lhe pediu esta verificação os veem.`,
    agree: "Concordo: continuar",
  },
} as const;

export function consentTextsFor(lang: string) {
  return lang.toLowerCase().startsWith("pt") ? consentTexts.pt : consentTexts.en;
}
