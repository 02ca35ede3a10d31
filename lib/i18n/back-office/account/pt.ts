import type { accountEn } from "./en";

export const accountPt: typeof accountEn = {
  security: {
    title: "Segundo fator",
    intro: "Depois da palavra-passe, o início de sessão pede um destes.",
    totpHeading: "Aplicação de autenticação",
    totpSetUp: "Configurada. Restam {codesLeft} código(s) de recuperação.",
    passkeysHeading: "Chaves de acesso e chaves de segurança",
    passkeysNone: "Nenhuma ainda.",
    passkeysCount: "{count} registada(s).",
    yourFactors: "Os seus segundos fatores",
    passkeyAdded: "adicionada a {date}",
    passkeyLastUsed: "usada pela última vez a {date}",
    remove: "Remover",
    removeTotpLabel: "Remover a aplicação de autenticação",
    removePasskeyLabel: "Remover a chave de acesso {name}",
    confirmRemove: "Remover este segundo fator? O início de sessão deixa de o aceitar.",
    removed: "Segundo fator removido.",
  },
  sessions: {
    title: "As minhas sessões",
    columns: {
      device: "Dispositivo",
      address: "Endereço",
      signedIn: "Início de sessão",
      method: "Método",
      lastSeen: "Última atividade",
      actions: "Ações",
    },
    unknownAddress: "desconhecido",
    thisBrowser: "Este navegador",
    end: "Terminar",
    ended: "Sessão terminada.",
  },
  signIn: {
    secondFactorTitle: "Segundo fator",
    secondFactorIntro: "A entrar como {email}. Confirme que é você com o seu segundo fator.",
    enrolTitle: "Configurar um segundo fator",
    enrolIntro:
      "Esta instalação exige um segundo fator para {email}: adicione uma aplicação de autenticação ou uma chave de acesso para continuar.",
    refusedTitle: "Não pode entrar aqui",
    refused: {
      "no-mapped-group": "A sua conta no fornecedor de identidade não está em nenhum grupo que dê uma função aqui.",
      "no-email": "O fornecedor de identidade não indicou um endereço de e-mail para a sua conta.",
      disabled: "A sua conta aqui está desativada.",
      other: "O início de sessão único não o deixou entrar.",
    },
    askAdmin: "Peça acesso ao seu administrador. Esta tentativa ficou registada.",
    backToSignIn: "Voltar ao início de sessão",
    resetTitle: "Definir uma nova palavra-passe",
    resetIncomplete: "Esta ligação está incompleta.",
  },
};
