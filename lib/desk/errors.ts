import { AppError } from "@/lib/errors";

/** A desk action that cannot be done as asked; the message is safe to show the reviewer. */
export class DeskError extends AppError<"forbidden" | "not-found" | "invalid" | "conflict"> {
  override name = "DeskError";
}
