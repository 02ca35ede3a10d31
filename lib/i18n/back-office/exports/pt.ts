import type { exportsEn } from "./en";

export const exportsPt: typeof exportsEn = {
  progress: "Progresso de {label}",
  done: "{rows} linhas exportadas",
  received: "{rows} linhas recebidas",
  ofTotal: "{rows} de {total} linhas",
  failed: "A exportação falhou.",
  failedStatus: "A exportação falhou ({status}).",
};
