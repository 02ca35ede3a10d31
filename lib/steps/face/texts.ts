import type { Locale } from "@/lib/i18n/locale";

const en = {
  compare: {
    body: "We will compare the photo you just took with the photo on your document. Nothing else is needed from you.",
    bodyWithoutDocument: "We will compare your registered face with the photo you took earlier. Nothing else is needed from you.",
  },
};

/** The face compare step's texts on the applicant's page, composed into the applicant dictionary (lib/steps/applicant-texts). */
export const faceTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    compare: {
      body: "Vamos comparar a fotografia que acabou de tirar com a fotografia do seu documento. Não precisa de fazer mais nada.",
      bodyWithoutDocument: "Vamos comparar o seu rosto registado com a fotografia que tirou antes. Não precisa de fazer mais nada.",
    },
  },
};
