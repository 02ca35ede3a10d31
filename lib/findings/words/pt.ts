import type { FindingWords } from "./types";

const CHECKS: Record<string, string> = {
  mrz: "a zona de leitura ótica",
  docType: "o tipo de documento",
  text: "a zona impressa face à zona de leitura ótica",
  integrity_doc_number: "o dígito de controlo do número do documento",
  integrity_birth_date: "o dígito de controlo da data de nascimento",
  integrity_expiry_date: "o dígito de controlo da data de validade",
  integrity_id_number: "o dígito de controlo do número de identificação",
  expiry_date: "a data de validade",
  imageQA: "a qualidade da fotografia",
  match_name: "os nomes próprios",
  match_surname: "o apelido",
  match_birth_date: "a data de nascimento",
  match_nationality: "a nacionalidade",
  faceCoverage: "um rosto em imagens suficientes",
  consistency: "o mesmo rosto do princípio ao fim",
  motion: "movimento natural",
  modelLiveness: "a pontuação do modelo de prova de vida",
};

const FIELDS: Record<string, string> = {
  name: "nomes próprios",
  surname: "apelido",
  birth_date: "data de nascimento",
  nationality: "nacionalidade",
};

const QUALITY: Record<string, string> = {
  focus: "desfocada",
  glares: "com reflexos",
  bounds: "cartão fora do enquadramento",
  perspective: "tirada de lado",
  resolution: "resolução insuficiente",
  portrait: "sem fotografia do titular",
};

const SIDES: Record<string, string> = { front: "frente", back: "verso" };

const OUTCOMES = {
  approved: "aprovado",
  rejected: "rejeitado",
  "resubmission-requested": "com nova submissão pedida",
  negative: "terminado com resultado negativo",
  finished: "terminado, sem decisão",
  "in-progress": "em curso",
} as const;

export const pt: FindingWords = {
  locale: "pt",
  list: (items) => new Intl.ListFormat("pt", { type: "conjunction" }).format(items),
  checks: (keys) => keys.map((key) => CHECKS[key] ?? key),
  kinds: {
    "negative-finish": ({ attempts, maxRetries }) =>
      maxRetries === null || attempts === 0
        ? "O processo terminou com resultado negativo"
        : `Terminou o processo com resultado negativo: falhou ${attempts} vezes, mais do que ${maxRetries === 1 ? "a 1 repetição permitida" : `as ${maxRetries} repetições permitidas`}`,
    "check-failed": () => "A verificação falhou",
    "not-analysed": () => "Não analisado: nenhum fornecedor verificou este passo, pelo que a sua aprovação nada prova",
    "result-unreadable": () => "Esta versão não consegue ler o resultado da verificação",
    "document-expired": ({ expiryDate }, w) => (expiryDate ? `Documento caducado em ${w.date(expiryDate)}` : "Documento caducado"),
    "document-mismatch": ({ fields }, w) => `O documento não corresponde ao formulário: ${w.list(fields.map((f) => FIELDS[f] ?? f))}`,
    "document-unreadable": ({ checks }, w) => `O documento não pôde ser lido com segurança: ${w.list(w.checks(checks))} não se confirmou`,
    "document-uncertain": ({ checks }, w) => `Leitura incerta de ${w.list(w.checks(checks))}`,
    "image-quality": ({ problems }, w) =>
      problems.length
        ? `Qualidade da fotografia insuficiente: ${w.list(problems.map((p) => `${SIDES[p.side] ?? p.side} ${w.list(p.checks.map((c) => QUALITY[c] ?? c))}`))}`
        : "Qualidade da fotografia insuficiente",
    "face-mismatch": ({ score, threshold }, w) => `Semelhança facial ${w.score(score)}, abaixo do limiar ${w.score(threshold)}`,
    "face-near-threshold": ({ score, threshold, margin }, w) =>
      `Semelhança facial ${w.score(score)}, a menos de ${w.score(margin)} do limiar ${w.score(threshold)}`,
    "no-face": () => "Nenhum rosto encontrado na fotografia",
    "liveness-failed": () => "Prova de vida abaixo do limiar (verificação indicativa)",
    "video-liveness-failed": ({ checks }, w) =>
      checks.length ? `Prova de vida em vídeo falhou: sem ${w.list(w.checks(checks))}` : "Prova de vida em vídeo falhou",
    "screening-hit": ({ hits }) =>
      hits === 1 ? "1 possível correspondência em listas de sanções" : `${hits} possíveis correspondências em listas de sanções`,
    "code-not-confirmed": ({ reason }) =>
      reason === "expired"
        ? "O código enviado por SMS não foi confirmado: tinha caducado"
        : reason === "wrong"
          ? "O código enviado por SMS não foi confirmado: foi introduzido um código errado"
          : "O código enviado por SMS não foi confirmado",
    "digital-key-failed": () => "A autenticação com a chave digital não foi verificada",
    "call-failed": ({ reason }) =>
      reason ? `O agente de vídeo considerou a chamada falhada: ${reason}` : "O agente de vídeo considerou a chamada falhada",
    "call-postponed": ({ date }, w) =>
      `Identificação por vídeo não realizada: o requerente adiou a chamada${date ? ` e pediu que lhe liguem a ${w.dateTime(date)}` : ""}`,
    retried: ({ failedAttempts }) =>
      failedAttempts === 1 ? "Aprovado após 1 tentativa falhada" : `Aprovado após ${failedAttempts} tentativas falhadas`,
    "not-performed": ({ steps }, w) => `Não realizado: ${w.list(steps)}`,
    "document-changed": ({ documentNumbers }) => `O número do documento mudou entre tentativas: ${documentNumbers.join(" → ")}`,
    "face-changed": ({ score, threshold }, w) =>
      `O rosto mudou entre tentativas: semelhança ${w.score(score)}, abaixo do limiar ${w.score(threshold)}`,
    "face-unsure": () => "Não foi possível comparar os rostos das tentativas: numa delas não há rosto",
    "duplicate-document": ({ otherProcessId, otherOutcome }) =>
      `Mesmo documento que o processo ${otherProcessId.slice(0, 8)} (${OUTCOMES[otherOutcome]})`,
    "duplicate-face": ({ otherProcessId, otherOutcome, score }, w) =>
      `Mesmo rosto que o processo ${otherProcessId.slice(0, 8)} (semelhança ${w.score(score)}, ${OUTCOMES[otherOutcome]})`,
    "duplicate-of-rejected": ({ otherProcessId, otherOutcome, match }) =>
      `${match === "face" ? "Mesmo rosto" : "Mesmo documento"} que o processo ${otherProcessId.slice(0, 8)}, ${OUTCOMES[otherOutcome]}`,
    "screening-alert": ({ alerts }) =>
      alerts === 1 ? "1 alerta em aberto da triagem contínua de sanções" : `${alerts} alertas em aberto da triagem contínua de sanções`,
    "device-change": ({ devices }) => `O requerente usou ${devices} dispositivos diferentes`,
  },
  attempts: (attempts) => `após ${attempts} tentativas`,
  severities: { critical: "crítico", warning: "a ponderar", notice: "a notar" },
  names: {
    "negative-finish": "O processo terminou negativamente",
    "check-failed": "Uma verificação falhou",
    "not-analysed": "Não analisado",
    "result-unreadable": "Resultado ilegível",
    "document-expired": "Documento caducado",
    "document-mismatch": "O documento não coincide com o formulário",
    "document-unreadable": "Documento ilegível",
    "document-uncertain": "Leitura do documento incerta",
    "image-quality": "Qualidade da fotografia insuficiente",
    "face-mismatch": "O rosto não coincide",
    "face-near-threshold": "Comparação facial perto do limiar",
    "no-face": "Nenhum rosto encontrado",
    "liveness-failed": "Prova de vida falhou",
    "video-liveness-failed": "Prova de vida em vídeo falhou",
    "screening-hit": "Correspondência em sanções ou PEP",
    "code-not-confirmed": "Código não confirmado",
    "digital-key-failed": "Chave digital falhou",
    "call-failed": "Videochamada falhou",
    "call-postponed": "Videochamada adiada",
    "not-performed": "Não realizado",
    "document-changed": "Documento mudou entre tentativas",
    "face-changed": "Rosto mudou entre tentativas",
    "face-unsure": "Não foi possível comparar os rostos",
    "duplicate-document": "Mesmo documento que outro processo",
    "duplicate-face": "Mesmo rosto que outro processo",
    "duplicate-of-rejected": "Duplicado de um processo rejeitado",
    "screening-alert": "Alerta de triagem",
    "device-change": "Dispositivo mudou",
    retried: "Aprovado após tentativas falhadas",
  },
};
