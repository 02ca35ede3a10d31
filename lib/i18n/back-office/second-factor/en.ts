/** The second-factor forms: enrolling an authenticator app or a passkey, and the sign-in's second step. */
export const secondFactorEn = {
  totp: {
    start: "Set up an authenticator app",
    qrAlt: "QR code for your authenticator app",
    orSecret: "Or type this secret:",
    codeLabel: "Code shown by the app",
    confirm: "Confirm",
    done: "The authenticator app is set up. Keep these recovery codes somewhere safe: each works once, and they are shown only now.",
    saved: "I have saved them",
    wrongCode: "That code is not right. Check the time on your phone and try the next one.",
  },
  passkey: {
    nameLabel: "Passkey name",
    defaultName: "Passkey",
    add: "Add a passkey",
    waiting: "Waiting for the passkey…",
    failed: "The passkey could not be added.",
    notVerified: "The passkey could not be verified. Try again.",
    added: "Passkey “{name}” added.",
  },
  signIn: {
    totpLabel: "Code from your authenticator app",
    verify: "Verify code",
    usePasskey: "Use a passkey",
    recoveryLabel: "Or a recovery code",
    useRecovery: "Use recovery code",
    refused: "That was not accepted.",
    throttled: "Too many failed attempts. Wait a few minutes and try again.",
    passkeyRefused: "That passkey was not accepted.",
    codeRefused: "That code is not right, or it was already used.",
    passwordSet: "Your new password is set. Sign in with it.",
  },
};
