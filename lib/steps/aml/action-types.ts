/** A name screened against the loaded sanctions list. */
export const AML_TYPES = { aml: { submissions: 1 } } as const;
