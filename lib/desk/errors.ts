/** A desk action that cannot be done as asked; the message is safe to show the reviewer. */
export class DeskError extends Error {
  constructor(
    readonly code: "forbidden" | "not-found" | "invalid" | "conflict",
    message: string,
  ) {
    super(message);
    this.name = "DeskError";
  }
}
