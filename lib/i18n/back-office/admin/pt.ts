import type { adminEn } from "./en";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const adminPt: Widen<typeof adminEn> = {
  nav: {
    label: "Administração",
    users: "Utilizadores",
    accounts: "Contas, aplicações e credenciais",
    flows: "Fluxos",
    settings: "Definições",
  },
  active: "Ativa",
  inactive: "Inativa",
  activate: "Ativar",
  deactivate: "Desativar",
  users: {
    title: "Utilizadores",
    columns: { email: "E-mail", name: "Nome", role: "Perfil", status: "Estado" },
    disabled: "Desativado",
    enable: "Ativar",
    disable: "Desativar",
    add: "Adicionar um utilizador",
    create: "Criar utilizador",
    password: "Palavra-passe (vazia: gerar uma)",
  },
  accounts: {
    title: "Contas, aplicações e credenciais",
    activeFlow: "fluxo ativo",
    none: "nenhum",
    applications: "Aplicações (svc-app)",
    addApplication: "Adicionar aplicação",
    applicationName: "Nome da aplicação",
    credentials: "Credenciais (svc-credential; os segredos são guardados em hash)",
    created: "criada",
    revoked: "revogada",
    revoke: "Revogar",
    newCredential: "Nova credencial",
    newAccount: "Nova conta",
    createAccount: "Criar conta",
    name: "Nome",
    language: "Idioma",
    otherLanguages: "Outros idiomas (separados por vírgulas)",
  },
  flows: {
    title: "Fluxos",
    columns: { account: "Conta", flow: "Fluxo", steps: "Passos", status: "Estado" },
    import: "Importar um fluxo (no formato Flow da especificação)",
    importButton: "Importar",
    account: "Conta",
    exportJson: "Exportar JSON",
    json: "JSON do fluxo",
    activateNow: "Ativá-lo (desativa os outros fluxos da conta)",
  },
  settings: {
    title: "Definições",
    save: "Guardar",
    resendLegend: "Para quem um revisor pode reenviar a ligação de um requerente",
    applicantOnly: "Só para o endereço que o requerente indicou (recomendado)",
    otherWithReason:
      "Também para outro endereço que um revisor escreva, com um motivo visível no registo de auditoria e na atividade do processo",
    audited: "Cada alteração fica registada no registo de auditoria.",
  },
};
