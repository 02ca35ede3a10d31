/** What a server action tells its form: an error to fix, a confirmation, or a secret to show once. */
export type ActionState = { ok?: boolean; message?: string; error?: string; secret?: { label: string; value: string } };
