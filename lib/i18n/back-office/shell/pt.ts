import type { shellEn } from "./en";

export const shellPt: typeof shellEn = {
  security: "Segurança",
  sessions: "Sessões",
  signOut: "Terminar sessão",
  loading: "A carregar…",
  pagination: "Paginação",
  forbidden: {
    title: "Não permitido",
    body: "O seu perfil não dá acesso a esta página. Peça a um administrador se precisar dela.",
    back: "Voltar ao resumo",
  },
  notFound: { title: "Não encontrado", body: "Não há nada neste endereço.", back: "Voltar ao resumo" },
  videoCall: {
    title: "Videoconferência",
    open: "Abrir videoconferência",
    fromProcessPage: "Abra a chamada a partir da página do processo.",
  },
  header: { menu: "Menu", account: "A sua conta", openSearch: "Pesquisar", closeSearch: "Fechar a pesquisa" },
};
