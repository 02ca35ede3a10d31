import { AppError, type ErrorText } from "@/lib/errors";

/** A failure the operator or the admin caused and can fix; its message is safe to show them. */
export class StaffInputError extends AppError<"invalid"> {
  override name = "StaffInputError";

  constructor(message: string, text?: ErrorText) {
    super("invalid", message, {}, text);
  }
}
