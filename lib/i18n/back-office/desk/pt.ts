import type { deskEn } from "./en";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const deskPt: Widen<typeof deskEn> = {
  notes: "Notas",
  notesMasked:
    "As notas e os comentários das decisões são texto livre que não se pode verificar quanto a dados pessoais: para o seu perfil são mascarados palavra a palavra.",
  addNote: "Adicionar nota",
  newNote: "Nova nota (texto simples, até {max} caracteres)",
  edited: "editada",
  earlier: "Versões anteriores",
  until: "até",
  edit: "Editar",
  save: "Guardar",
  noteText: "Texto da nota",
  noteAdded: "Nota adicionada.",
  noteUpdated: "Nota atualizada; o texto anterior fica guardado.",
  activity: "Quem consultou e agiu",
  bundle: "Descarregar o pacote de auditoria (ZIP, assinado)",
  allEntries: "Todas as entradas no registo de auditoria",
  applicant: "Requerente",
  finished: "O processo terminou: a ligação já não é enviada.",
  resend: "Reenviar a ligação",
  linkGoesTo: "A ligação vai para {email}, o endereço que o requerente indicou.",
  noEmail: "Sem endereço de e-mail registado: o requerente não indicou nenhum num passo de formulário.",
  sendLink: "Enviar ligação",
  orAnother: "Ou para outro endereço",
  toAddress: "Para um endereço",
  adminAllows: "(um administrador permite-o; o motivo fica auditado)",
  anotherAddress: "Outro endereço",
  reason: "Motivo",
  sent: "Enviada",
  notSent: "Não enviada",
  exportFailed: "A exportação falhou.",
};
