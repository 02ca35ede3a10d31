import type { Widen } from "@/lib/i18n/widen";
import type { decisionReasonsEn } from "./en";

export const decisionReasonsPt: Widen<typeof decisionReasonsEn> = {
  "identity-verified": "Identidade verificada",
  "verified-after-review": "Verificada após revisão manual",
  "document-invalid": "Documento inválido ou caducado",
  "face-mismatch": "O rosto não corresponde ao documento",
  "suspected-fraud": "Suspeita de fraude",
  "aml-hit": "Correspondência com lista de sanções ou PEP confirmada",
  "poor-image-quality": "Imagens ilegíveis",
  "wrong-document": "Tipo de documento errado",
  "incomplete-data": "Dados em falta ou incoerentes",
};
