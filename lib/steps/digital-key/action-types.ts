/** The access token of a national digital-key sign-in, verified as a signed JWT. */
export const DIGITAL_KEY_TYPES = { "digital-key": { submissions: 1 } } as const;
