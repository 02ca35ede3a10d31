import type { accountEn } from "./en";

export const accountPt: typeof accountEn = {
  security: {
    title: "Segundo fator",
    intro: "Depois da palavra-passe, o início de sessão pede um destes.",
    totpHeading: "Aplicação de autenticação",
    totpSetUp: (codesLeft: number) => `Configurada. Restam ${codesLeft} código(s) de recuperação.`,
    passkeysHeading: "Chaves de acesso e chaves de segurança",
    passkeysNone: "Nenhuma ainda.",
    passkeysCount: (count: number) => `${count} registada(s).`,
    yourFactors: "Os seus segundos fatores",
    passkeyAdded: (date: string) => `adicionada a ${date}`,
    passkeyLastUsed: (date: string) => `usada pela última vez a ${date}`,
    remove: "Remover",
    removeTotpLabel: "Remover a aplicação de autenticação",
    removePasskeyLabel: (name: string) => `Remover a chave de acesso ${name}`,
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
};
