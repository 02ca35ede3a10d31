import type { Widen } from "@/lib/i18n/widen";
import type { checksEn } from "./en";

export const checksPt: Widen<typeof checksEn> = {
  verdicts: { good: "conforme", bad: "não conforme", uncertain: "incerto" },
  validations: {
    mrz: "Zona de leitura ótica",
    docType: "Tipo de documento",
    text: "Zona impressa concorda com a MRZ",
    expiry_date: "Dentro da validade",
    integrity_doc_number: "Dígito de controlo do número do documento",
    integrity_birth_date: "Dígito de controlo da data de nascimento",
    integrity_expiry_date: "Dígito de controlo da data de validade",
    integrity_id_number: "Dígito de controlo do número de identificação",
    imageQA: "Qualidade da fotografia",
    match_name: "Nomes próprios coincidem com o formulário",
    match_surname: "Apelido coincide com o formulário",
    match_birth_date: "Data de nascimento coincide com o formulário",
    match_nationality: "Nacionalidade coincide com o formulário",
  },
  quality: {
    focus: "Foco",
    glares: "Reflexos",
    bounds: "Cartão dentro do enquadramento",
    perspective: "Perspetiva",
    resolution: "Resolução",
    portrait: "Retrato",
  },
  sides: { front: "Frente", back: "Verso", photo: "Retrato" },
  doctype: "Documento",
  doctypes: { idcard: "Cartão de identificação", passport: "Passaporte", residence: "Autorização de residência" },
  maps: {
    default: "Geral",
    idcard_pt: "Cartão de Cidadão português",
    passport_pt: "Passaporte português",
    residence_card_pt: "Título de residência português",
  },
  fields: {
    password: "Palavra-passe",
    url: "URL",
    issuing_country: "País emissor",
    nationality: "Nacionalidade",
    name: "Nomes próprios",
    surname: "Apelido",
    fullName: "Nome completo",
    doc_number: "Número do documento",
    id_number: "Número de identificação",
    birth_date: "Data de nascimento",
    birthday: "Data de nascimento",
    gender: "Sexo",
    expiry_date: "Data de validade",
    email: "E-mail",
    phone: "Telemóvel",
    country: "País",
    zipcode: "Código postal",
    peoples: "Pessoa politicamente exposta",
    number: "Número",
  },
  /** A form's input as a whole, when zod refuses it without naming a field. */
  input: "dados",
  images: { photo: "fotografia", front: "frente", back: "verso", selfie: "selfie", face: "rosto", document: "documento" },
  file: "ficheiro",
  frame: "imagem {number}",
  methods: {
    "single-frame-indicative": "uma fotografia, indicativo",
    "multi-frame-indicative": "imagens do vídeo, indicativo",
  },
  notices: {
    "single-frame-indicative":
      "Apenas indicativo: dois modelos de imagem única não calibrados (antispoof e liveness do Human). Uma fotografia impressa ou um ecrã podem passar; não é uma deteção certificada de ataques de apresentação.",
    "multi-frame-indicative":
      "Apenas indicativo: as imagens retiradas do vídeo são verificadas quanto a um rosto presente de forma consistente e em movimento; um vídeo reproduzido pode passar.",
    qualified:
      "Nenhum prestador qualificado de serviços de confiança está acessível a partir desta instalação: o documento tem uma assinatura avançada, não qualificada.",
  },
};
