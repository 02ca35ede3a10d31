import type { Locale } from "@/lib/i18n/locale";

const en = {
  digitalKey: {
    body: "Sign in with your national digital key. When you come back, the access token is filled in for you.",
    token: "Access token",
    signIn: "Sign in with the digital key",
  },
};

/** The digital-key step's texts on the applicant's page, composed into the applicant dictionary (lib/steps/applicant-texts). */
export const digitalKeyTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    digitalKey: {
      body: "Autentique-se com a sua Chave Móvel Digital. Quando voltar, o token de acesso é preenchido automaticamente.",
      token: "Token de acesso",
      signIn: "Autenticar com a Chave Móvel Digital",
    },
  },
};
