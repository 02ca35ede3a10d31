import type { Widen } from "@/lib/i18n/widen";
import type { remoteEn } from "./en";

export const remotePt: Widen<typeof remoteEn> = {
  searchLabel: "Encontrar um processo remoto pelo id",
  searchPlaceholder: "Id completo do processo  ( / )",
  searchByIdOnly:
    "Modo remoto: os processos são lidos do serviço remoto, que só encontra um processo pelo id completo (sem pesquisa por nome, e-mail, telefone, documento ou referência).",
  failed: "Não foi possível ler o serviço remoto",
  failedBody: "Nada foi alterado aqui. Tente de novo dentro de momentos; se persistir, verifique REMOTE_BASE_URL e as contas remotas.",
  contactThroughRemote:
    "Modo remoto: a ligação é enviada pelo serviço remoto (o seu send-email) para o endereço que o requerente lá indicou; a videochamada é verificada lá (canjoin) e realizada lá.",
  callWaiting: "O requerente aguarda no passo de videochamada do serviço remoto: a chamada é realizada lá.",
  queueElsewhere:
    "A fila de revisão trabalha sobre os processos deste serviço. Em modo remoto, procure um processo pelo id; cada processo consultado fica listado em Processos.",
  listExplained: "Modo remoto: esta lista tem os processos consultados por id (estado e datas da última consulta).",
  exportExplained:
    "As exportações têm os mesmos processos com as decisões tomadas aqui; as colunas de referência, conta e motivo da falha ficam vazias (o registo remoto é lido em cada consulta, não é guardado aqui).",
  imageNotServed: "O serviço remoto não serviu esta imagem: só serve os ficheiros de processos em curso, ou não foi possível contactá-lo.",
};
