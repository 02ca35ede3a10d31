import type { Widen } from "@/lib/i18n/widen";
import type { deliveryEn } from "./en";

export const deliveryPt: Widen<typeof deliveryEn> = {
  title: "Mensagens ao requerente",
  none: "Ainda não foi enviada nenhuma mensagem ao requerente.",
  channels: { sms: "SMS", email: "E-mail" },
  states: {
    outbox: "guardada na caixa de saída (sem gateway configurado)",
    queued: "em fila",
    sent: "enviada",
    delivered: "entregue",
    failed: "falhou",
  },
  failedWith: "falhou: {reason}",
  reasons: {
    "gateway-unreachable": "gateway não acessível",
    "gateway-no-answer": "o gateway não respondeu",
    "gateway-refused": "o gateway recusou a mensagem",
    "mail-unreachable": "servidor de correio não acessível",
    "mail-refused": "o servidor de correio recusou a mensagem",
    "transport-error": "o envio falhou",
    "not-delivered": "não entregue no telemóvel",
    "expired-unsent": "expirou antes de poder ser enviada",
    superseded: "substituída por um código mais recente antes de ser enviada",
  },
  attempt: "tentativa {count}",
  nextAttempt: "nova tentativa {time}",
  retryingNow: "a tentar de novo agora",
  codeDelivery: "Entrega do código",
  codeStates: {
    outbox: "Código na caixa de saída",
    queued: "Código em fila",
    sent: "Código enviado",
    delivered: "Código entregue",
    failed: "Código não entregue",
  },
  events: { "sms-delivery": "SMS ao requerente", "email-delivery": "E-mail ao requerente" },
};
