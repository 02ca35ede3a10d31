import { AppError, type ErrorCode, type ErrorText, StaffInputError } from "@/lib/errors";
import { errorsEn } from "./back-office/errors/en";
import { fillText } from "./format";

export type ErrorTextKey = keyof typeof errorsEn;
type Values = Record<string, string | number>;

/** A staff-facing failure worded by the `errors` dictionary: English for the API and the operator tool, the caller's language in a server action. */
export function textError<C extends ErrorCode>(code: C, key: ErrorTextKey, values: Values = {}): AppError<C> {
  return new AppError(code, fillText(errorsEn[key], values), {}, { key, values });
}

/** The same for the admin's and the operator's input mistakes (StaffInputError). */
export function staffTextError(key: ErrorTextKey, values: Values = {}): StaffInputError {
  return new StaffInputError(fillText(errorsEn[key], values), { key, values });
}

/**
 * A text for the reader: a dictionary text in their language (`texts`, the dictionary's `errors`), a message as it
 * came, or nothing.
 */
export function inReadersWords(texts: Record<string, string>, text: ErrorText | string | undefined): string {
  if (text === undefined || typeof text === "string") return text ?? "";
  const template = texts[text.key];
  return template ? fillText(template, text.values ?? {}) : text.key;
}
