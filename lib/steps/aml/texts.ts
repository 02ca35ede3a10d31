import type { Locale } from "@/lib/i18n/locale";

const en = {
  aml: { body: "We will screen your name against public sanctions and watch lists. Nothing else is needed from you.", term: "Full name" },
};

/** The AML step's texts on the applicant's page, composed into the applicant dictionary (lib/steps/applicant-texts). */
export const amlTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    aml: {
      body: "Vamos verificar o seu nome em listas públicas de sanções e de vigilância. Não precisa de fazer mais nada.",
      term: "Nome completo",
    },
  },
};
