import type { Widen } from "@/lib/i18n/widen";
import type { callRecordEn } from "./en";

export const callRecordPt: Widen<typeof callRecordEn> = {
  title: "Videochamada",
  verdict: "Veredicto",
  passed: "aprovada",
  failed: "reprovada",
  reason: "Motivo",
  note: "Nota",
  agent: "Agente",
  opened: "Aberta",
  connected: "Ligada",
  ended: "Terminada",
  neverConnected: "nunca ligada",
  duration: "Tempo ligado",
  seconds: "{seconds} s",
  recording: "Gravação",
  noRecording: "Sem gravação: a chamada nunca começou.",
  recordingWithheld: "Existe uma gravação; a imagem e o som são dados pessoais, ocultados para o seu perfil.",
  sha256: "SHA-256",
  captures: "Capturas",
  checklist: "Lista de verificação",
  checked: "verificado",
  notChecked: "não verificado",
};
