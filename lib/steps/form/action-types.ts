/** The applicant's own data, in the fields the flow lists. */
export const FORM_TYPES = { form: { submissions: 1 } } as const;
