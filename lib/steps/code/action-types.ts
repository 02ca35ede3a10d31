/**
 * A code sent by SMS and typed back. The signing steps then sign the account's document: `qualified` also takes the
 * signature PIN (a qualified signature; no qualified trust service is reachable, so it is signed as `advanced`).
 */
export const CODE_TYPES = {
  otp: { submissions: 2, signature: null },
  "document-sign-otp": { submissions: 2, signature: "advanced" },
  "document-sign-qualified": { submissions: 2, signature: "qualified" },
} as const;

export type CodeType = keyof typeof CODE_TYPES;

/** The signature a step of the code family makes, from a stored action name: null for otp and any other step. */
export function signatureOf(action: string): "advanced" | "qualified" | null {
  return Object.hasOwn(CODE_TYPES, action) ? CODE_TYPES[action as CodeType].signature : null;
}
