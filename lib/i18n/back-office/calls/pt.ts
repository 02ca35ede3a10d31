import type { Widen } from "@/lib/i18n/widen";
import type { callsEn } from "./en";

export const callsPt: Widen<typeof callsEn> = {
  title: "Chamadas agendadas",
  intro: "Videochamadas que os requerentes marcaram num passo de agendamento, da mais próxima para a mais distante.",
  time: "Hora",
  applicant: "Requerente",
  reference: "Referência",
  flow: "Fluxo",
  process: "Processo",
  open: "Abrir o processo",
  none: "Nenhuma chamada agendada.",
  noName: "não indicado",
};
