import type { Locale } from "@/lib/i18n/locale";

const en = {
  otp: {
    phoneIntro: "We will send a 6-digit code by SMS to confirm your mobile phone.",
    sendCode: "Send code",
    codeLabel: "6-digit code",
    codeSent: "We sent a code by SMS. Enter it below.",
    verify: "Confirm",
    resend: "Send a new code",
    resendIn: (s: number) => `You can ask for a new code in ${s} s`,
    changePhone: "Use another number",
  },
  signing: {
    intro: "You are about to sign the document below with a code sent by SMS.",
    document: "Document to sign",
    noDocument: "No document is available to sign. Contact the company that asked you to sign.",
    pin: "Signature PIN",
    open: "Read the document (opens in a new tab)",
  },
};

/** The code and signing steps' texts on the applicant's page, composed into the applicant dictionary (lib/steps/applicant-texts). */
export const codeTexts: Record<Locale, typeof en> = {
  en,
  pt: {
    otp: {
      phoneIntro: "Vamos enviar um código de 6 dígitos por SMS para confirmar o seu telemóvel.",
      sendCode: "Enviar código",
      codeLabel: "Código de 6 dígitos",
      codeSent: "Enviámos um código por SMS. Introduza-o abaixo.",
      verify: "Confirmar",
      resend: "Enviar novo código",
      resendIn: (s: number) => `Pode pedir um novo código dentro de ${s} s`,
      changePhone: "Usar outro número",
    },
    signing: {
      intro: "Vai assinar o documento abaixo com um código enviado por SMS.",
      document: "Documento a assinar",
      noDocument: "Não há documento para assinar. Contacte a empresa que lhe pediu a assinatura.",
      pin: "PIN de assinatura",
      open: "Ler o documento (abre num novo separador)",
    },
  },
};
