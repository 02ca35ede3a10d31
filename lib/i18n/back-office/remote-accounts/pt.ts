import type { Widen } from "@/lib/i18n/widen";
import type { remoteAccountsEn } from "./en";

export const remoteAccountsPt: Widen<typeof remoteAccountsEn> = {
  nav: "Contas remotas",
  title: "Contas remotas",
  explained:
    "O modo remoto lê os processos de outro serviço através da sua API, com uma svc-credential por conta remota. A credencial é guardada selada (AES-256-GCM) e nunca mais é mostrada.",
  baseUrl: "Serviço remoto (REMOTE_BASE_URL)",
  notRemote: "Esta instalação lê os seus próprios processos (RECORDS_SOURCE=local): estas contas só são usadas em modo remoto.",
  columns: { name: "Conta", added: "Adicionada" },
  none: "Ainda não há contas remotas.",
  remove: "Remover",
  add: "Adicionar uma conta remota",
  name: "Nome da conta",
  credential: "svc-credential (guardada selada, nunca mais mostrada)",
  submit: "Adicionar conta",
  added: "Conta remota {name} adicionada.",
  removed: "Conta remota {name} removida; os processos consultados através dela continuam listados mas já não podem ser lidos.",
};
