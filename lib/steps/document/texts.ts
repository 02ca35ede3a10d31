import type { Locale } from "@/lib/i18n/locale";

const en = {
  doc: {
    type: "Document type",
    idcard: "Identity card",
    passport: "Passport",
    residence: "Residence permit",
    front: "Front of the document",
    backSide: "Back of the document",
    hint: "Place the document on a dark surface, fill the frame, avoid glare.",
  },
};

/** The document step's texts on the applicant's page, composed into the applicant dictionary (lib/steps/applicant-texts). */
export const documentTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    doc: {
      type: "Tipo de documento",
      idcard: "Cartão de Cidadão",
      passport: "Passaporte",
      residence: "Autorização de residência",
      front: "Frente do documento",
      backSide: "Verso do documento",
      hint: "Coloque o documento numa superfície escura, a ocupar a imagem, sem reflexos.",
    },
  },
};
