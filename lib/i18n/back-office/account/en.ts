/** The staff member's own account pages: second factors and sessions. */
export const accountEn = {
  security: {
    title: "Second factor",
    intro: "After your password, sign-in asks for one of these.",
    totpHeading: "Authenticator app",
    totpSetUp: (codesLeft: number) => `Set up. ${codesLeft} recovery code(s) left.`,
    passkeysHeading: "Passkeys and security keys",
    passkeysNone: "None yet.",
    passkeysCount: (count: number) => `${count} registered.`,
    yourFactors: "Your second factors",
    passkeyAdded: (date: string) => `added ${date}`,
    passkeyLastUsed: (date: string) => `last used ${date}`,
    remove: "Remove",
    removeTotpLabel: "Remove the authenticator app",
    removePasskeyLabel: (name: string) => `Remove the passkey ${name}`,
    confirmRemove: "Remove this second factor? Sign-in will no longer accept it.",
    removed: "Second factor removed.",
  },
  sessions: {
    title: "My sessions",
    columns: { device: "Device", address: "Address", signedIn: "Signed in", method: "Method", lastSeen: "Last seen", actions: "Actions" },
    unknownAddress: "unknown",
    thisBrowser: "This browser",
    end: "End",
    ended: "Session ended.",
  },
};
