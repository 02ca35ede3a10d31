import type { Locale } from "@/lib/i18n/locale";

const en = {
  schedule: {
    intro: "Choose when we should call you.",
    date: "Date and time",
    postpone: "Postpone",
  },
  call: {
    waiting: "Waiting for the agent to open the call…",
    consent:
      "The agent is ready. This video call is recorded (picture and sound) and kept as evidence of your identification. Have your identity document at hand.",
    agree: "I agree: join the call",
    states: {
      waiting: "Waiting for the agent…",
      connecting: "Connecting…",
      connected: "Connected to the agent.",
      reconnecting: "Connection lost: reconnecting…",
      ended: "The call has ended.",
    },
    you: "You",
    agent: "The agent",
    mute: "Mute",
    unmute: "Unmute",
    cameraOff: "Turn camera off",
    cameraOn: "Turn camera on",
    hangUp: "Leave the call",
    rejoin: "Join again",
    noCamera: "The camera or microphone is not available. Allow them in your browser and try again.",
    postpone: "I cannot do it now: postpone",
    postponeIntro:
      "Your identity is not verified until the video call takes place. Choose when we should call you to hold it; the rest of the steps go on meanwhile.",
    postponeConfirm: "Postpone and book this time",
    backToCall: "Back to the waiting room",
  },
};

/** The video call steps' texts on the applicant's page (the live call; when to be called), composed into the applicant dictionary. */
export const videoconferenceTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    schedule: {
      intro: "Escolha quando lhe devemos ligar.",
      date: "Data e hora",
      postpone: "Adiar",
    },
    call: {
      waiting: "À espera que o agente abra a chamada…",
      consent:
        "O agente está pronto. Esta videochamada é gravada (imagem e som) e guardada como prova da sua identificação. Tenha o seu documento de identificação à mão.",
      agree: "Concordo: entrar na chamada",
      states: {
        waiting: "À espera do agente…",
        connecting: "A ligar…",
        connected: "Ligado ao agente.",
        reconnecting: "Ligação perdida: a religar…",
        ended: "A chamada terminou.",
      },
      you: "Você",
      agent: "O agente",
      mute: "Desligar o som",
      unmute: "Ligar o som",
      cameraOff: "Desligar a câmara",
      cameraOn: "Ligar a câmara",
      hangUp: "Sair da chamada",
      rejoin: "Entrar de novo",
      noCamera: "A câmara ou o microfone não estão disponíveis. Autorize-os no navegador e tente de novo.",
      postpone: "Agora não posso: adiar",
      postponeIntro:
        "A sua identidade não fica verificada até a videochamada se realizar. Escolha quando lhe devemos ligar para a fazer; entretanto pode continuar os restantes passos.",
      postponeConfirm: "Adiar e marcar esta hora",
      backToCall: "Voltar à sala de espera",
    },
  },
};
