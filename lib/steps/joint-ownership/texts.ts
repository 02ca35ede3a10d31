import type { Locale } from "@/lib/i18n/locale";

const en = {
  joint: {
    intro: "Add every co-owner of the account.",
    coOwner: (n: number) => `Co-owner ${n}`,
    add: "Add a co-owner",
    remove: "Remove",
  },
};

/** The co-owners step's texts on the applicant's page, composed into the applicant dictionary (lib/steps/applicant-texts). */
export const jointOwnershipTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    joint: {
      intro: "Adicione todos os cotitulares da conta.",
      coOwner: (n: number) => `Cotitular ${n}`,
      add: "Adicionar cotitular",
      remove: "Remover",
    },
  },
};
