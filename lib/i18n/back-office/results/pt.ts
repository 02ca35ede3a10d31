import type { resultsEn } from "./en";

export const resultsPt: typeof resultsEn = {
  desk: {
    claimed: "O caso é seu.",
    assigned: "Atribuído a {email}.",
    unassigned: "Sem atribuição.",
    tagAdded: "Etiqueta adicionada.",
    tagRemoved: "Etiqueta removida.",
    risk: "Risco {level} ({score}), versão das regras {version}.",
    matchConfirmed: "Correspondência confirmada.",
    alertDismissed: "Alerta descartado.",
  },
  queue: {
    noCaseWaiting: "Nenhum caso sem atribuição está à espera.",
    chooseAction: "Escolha uma ação.",
    bulkDone: "{done} feitos, {refused} recusados.",
    viewSaved: "“{name}” guardada.",
    viewRemoved: "Vista removida.",
    sla: "SLA para {scope}: {hours} h.",
    slaBusiness: "SLA para {scope}: {hours} h úteis.",
    riskRulesSaved: "Versão {version} das regras de risco guardada; as novas pontuações usam-na.",
    tagCreated: "Etiqueta “{name}” criada.",
    tagDeleted: "Etiqueta eliminada.",
  },
  accounts: {
    accountCreated: "Conta criada com a aplicação {appId} e a credencial {credentialId}.",
    accountSecret: "Segredo da credencial (o cabeçalho svc-credential)",
    activated: "Conta ativada.",
    deactivated: "Conta desativada.",
    applicationCreated: "Aplicação {id} criada.",
    credentialCreated: "Credencial {id} criada.",
    credentialSecret: "Segredo da credencial",
    credentialRevoked: "Credencial {id} revogada.",
  },
  flows: {
    notJson: "O fluxo não é JSON válido.",
    imported: "Fluxo {id} importado.",
    activated: "Fluxo ativado (os outros fluxos da conta estão agora inativos).",
    deactivated: "Fluxo desativado.",
  },
  audit: {
    intact: "Íntegro: todas as {entries} entradas decorrem das anteriores.",
    broken: "Quebrado na entrada {entry}: {reason}.",
  },
};
