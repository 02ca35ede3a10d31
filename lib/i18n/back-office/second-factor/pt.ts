import type { secondFactorEn } from "./en";

export const secondFactorPt: typeof secondFactorEn = {
  totp: {
    start: "Configurar uma aplicação de autenticação",
    qrAlt: "Código QR para a sua aplicação de autenticação",
    orSecret: "Ou escreva este segredo:",
    codeLabel: "Código mostrado pela aplicação",
    confirm: "Confirmar",
    done: "A aplicação de autenticação está configurada. Guarde estes códigos de recuperação num local seguro: cada um funciona uma vez e só são mostrados agora.",
    saved: "Já os guardei",
    wrongCode: "Esse código não está certo. Verifique a hora do seu telemóvel e tente o seguinte.",
  },
  passkey: {
    nameLabel: "Nome da chave de acesso",
    defaultName: "Chave de acesso",
    add: "Adicionar uma chave de acesso",
    waiting: "À espera da chave de acesso…",
    failed: "Não foi possível adicionar a chave de acesso.",
    notVerified: "Não foi possível verificar a chave de acesso. Tente de novo.",
    added: "Chave de acesso “{name}” adicionada.",
  },
  signIn: {
    totpLabel: "Código da sua aplicação de autenticação",
    verify: "Verificar código",
    usePasskey: "Usar uma chave de acesso",
    recoveryLabel: "Ou um código de recuperação",
    useRecovery: "Usar código de recuperação",
    refused: "Não foi aceite.",
    throttled: "Demasiadas tentativas falhadas. Aguarde alguns minutos e tente de novo.",
    passkeyRefused: "Essa chave de acesso não foi aceite.",
    codeRefused: "Esse código não está certo, ou já foi usado.",
    passwordSet: "A sua nova palavra-passe está definida. Inicie sessão com ela.",
  },
};
