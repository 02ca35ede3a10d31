import { AppError } from "@/lib/errors";
import { errorsEn } from "@/lib/i18n/back-office/errors/en";
import type { ErrorTextKey } from "@/lib/i18n/error-texts";
import { fillText } from "@/lib/i18n/format";

type DeskErrorCode = "forbidden" | "not-found" | "invalid" | "conflict";

/** A desk action that cannot be done as asked; the message is safe to show the reviewer. */
export class DeskError extends AppError<DeskErrorCode> {
  override name = "DeskError";
}

/** A DeskError worded by the `errors` dictionary: English in the message, the reviewer's language in a server action. */
export function deskError(code: DeskErrorCode, key: ErrorTextKey, values: Record<string, string | number> = {}): DeskError {
  return new DeskError(code, fillText(errorsEn[key], values), {}, { key, values });
}
