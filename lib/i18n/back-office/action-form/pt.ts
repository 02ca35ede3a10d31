import type { actionFormEn } from "./en";

export const actionFormPt: typeof actionFormEn = { working: "A processar…", shownOnce: "(mostrado uma vez, copie-o agora):" };
