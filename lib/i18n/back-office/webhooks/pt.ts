import type { webhooksEn } from "./en";

export const webhooksPt: typeof webhooksEn = {
  title: "Webhooks",
  intro:
    "Cada entrega é assinada segundo o Standard Webhooks (cabeçalho {header}: HMAC-SHA256 com o segredo do destino e Ed25519 com a chave da instalação publicada em {publicKey}); o cabeçalho antigo idv-signature continua a ser enviado, mas está obsoleto. Ver docs/webhooks.md.",
  columns: { account: "Conta", url: "URL", events: "Eventos", status: "Estado" },
  active: "Ativo",
  disabled: "Desativado: {reason}",
  deliveries: "Entregas",
  delete: "Eliminar",
  newEndpoint: "Novo destino",
  addEndpoint: "Adicionar destino",
  eventsField: "Eventos (separados por vírgulas; vazio: todos)",
  created: "Destino {id} criado para {events}.",
  secretLabel: "Segredo de assinatura (HMAC-SHA256)",
  deleted: "Destino eliminado.",
  redelivered: "Novamente em fila como entrega {id} (evento {eventId}).",
  deliveriesTitle: "Entregas para {url}",
  latest: "as 50 mais recentes, primeiro as mais novas",
  deliveryColumns: {
    event: "Evento",
    process: "Processo",
    status: "Estado",
    attempts: "Tentativas",
    lastAnswer: "Última resposta",
    queued: "Em fila desde",
  },
  deliveryStatus: { pending: "Pendente", delivered: "Entregue", failed: "Falhou" },
  redeliver: "Reenviar",
  noDeliveries: "Ainda nada foi enviado para este destino.",
};
