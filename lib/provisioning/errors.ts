/** A mistake in an operator's request (bad id, bad flow file): the CLI prints it and exits 2. */
export class AdminInputError extends Error {}
