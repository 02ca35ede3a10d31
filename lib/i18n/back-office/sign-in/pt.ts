import type { signInEn } from "./en";

export const signInPt: typeof signInEn = {
  intro: "Inicie sessão para rever processos de verificação de identidade.",
  email: "E-mail",
  password: "Palavra-passe",
  signIn: "Iniciar sessão",
  signingIn: "A iniciar sessão…",
  throttled: "Demasiadas tentativas falhadas para este e-mail ou a partir desta rede. Aguarde {minutes} minutos e tente de novo.",
  unavailable: "Não foi possível iniciar sessão agora. Tente de novo.",
  wrongPassword: "Esse e-mail e palavra-passe não correspondem a uma conta ativa.",
  or: "ou",
  ssoFailed: "Não foi possível concluir o início de sessão único. Recomece; se continuar a falhar, informe o seu administrador.",
  ssoContinue: "Continuar com {provider}",
  redirecting: "A redirecionar…",
  passkeyContinue: "Continuar com uma chave de acesso",
  passkeyWaiting: "À espera da chave de acesso…",
  passkeyThrottled: "Demasiadas tentativas falhadas. Aguarde e tente de novo.",
  passkeyRefused: "Essa chave de acesso não foi aceite.",
  newPassword: "Nova palavra-passe (pelo menos 12 caracteres)",
  setPassword: "Definir palavra-passe",
};
