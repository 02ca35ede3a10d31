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
  captureNames: {
    kinds: { face: "Rosto", "document-front": "Frente do documento", "document-back": "Verso do documento" },
    liveCapture: "{kind}, captura ao vivo {n}",
  },
  checklist: "Lista de verificação",
  checked: "verificado",
  notChecked: "não verificado",
  events: {
    "videoconference-agent-joined": "O agente abriu a chamada",
    "videoconference-connected": "O agente ligou-se ao requerente",
    "videoconference-consent": "O requerente consentiu na gravação",
    "videoconference-joined": "O requerente entrou na chamada",
    "videoconference-capture": "O agente capturou uma imagem",
    "videoconference-recording-stored": "O veredicto do agente guardou a gravação",
  },
};
