import type { Locale } from "../locale";

const en = {
  title: "Video conference",
  back: "← Back to the process",
  start: "Start the call",
  states: {
    idle: "Not started",
    "no-media": "Camera or microphone not available",
    waiting: "Waiting for the applicant…",
    connecting: "Connecting…",
    connected: "Connected: recording",
    reconnecting: "Connection lost: waiting for the applicant to reconnect…",
    ended: "The call has ended.",
  },
  applicant: "Applicant",
  you: "You",
  mute: "Mute",
  unmute: "Unmute",
  cameraOff: "Turn camera off",
  cameraOn: "Turn camera on",
  captures: "Captures",
  capture: { face: "Capture face", "document-front": "Capture document front", "document-back": "Capture document back" },
  faceScore: "Face against the document portrait",
  checklist: "Checklist",
  verdict: "Verdict",
  passed: "Passed",
  failed: "Failed",
  reason: "Reason (when failed)",
  note: "Note",
  complete: "Complete the step",
  saving: "Saving the recording…",
  done: {
    advanced: "The call passed: the process moved to its next step.",
    finished: "The call passed: the process is finished.",
    failed: "The call failed: recorded as a failed attempt of the step.",
    negative: "The call failed: the process ended negatively.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CallDictionary = Widen<typeof en>;

const pt: CallDictionary = {
  title: "Videoconferência",
  back: "← Voltar ao processo",
  start: "Iniciar a chamada",
  states: {
    idle: "Não iniciada",
    "no-media": "Câmara ou microfone indisponíveis",
    waiting: "À espera do requerente…",
    connecting: "A ligar…",
    connected: "Ligado: a gravar",
    reconnecting: "Ligação perdida: à espera que o requerente volte a ligar…",
    ended: "A chamada terminou.",
  },
  applicant: "Requerente",
  you: "Você",
  mute: "Desligar o som",
  unmute: "Ligar o som",
  cameraOff: "Desligar a câmara",
  cameraOn: "Ligar a câmara",
  captures: "Capturas",
  capture: {
    face: "Capturar o rosto",
    "document-front": "Capturar a frente do documento",
    "document-back": "Capturar o verso do documento",
  },
  faceScore: "Rosto comparado com a fotografia do documento",
  checklist: "Lista de verificação",
  verdict: "Veredicto",
  passed: "Aprovada",
  failed: "Reprovada",
  reason: "Motivo (se reprovada)",
  note: "Nota",
  complete: "Concluir o passo",
  saving: "A guardar a gravação…",
  done: {
    advanced: "A chamada foi aprovada: o processo avançou para o passo seguinte.",
    finished: "A chamada foi aprovada: o processo terminou.",
    failed: "A chamada foi reprovada: registada como tentativa falhada do passo.",
    negative: "A chamada foi reprovada: o processo terminou negativamente.",
  },
};

export const CALL_DICTIONARIES: Record<Locale, CallDictionary> = { en, pt };
