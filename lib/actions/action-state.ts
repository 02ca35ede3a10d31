import type { AppError } from "@/lib/errors";

/** What a server action tells its page: done (a message, a secret to show once, or data), or refused and why. */
export type ActionDone = { ok: true; message?: string; secret?: { label: string; value: string } };
export type ActionFailure = { ok: false; code: string; message: string; fieldErrors: Record<string, string>; reason?: string };
export type ActionResult<T extends object = object> = (ActionDone & T) | ActionFailure;
/** A form's state: nothing yet, or its action's last result. */
export type ActionState = ActionResult | { ok?: undefined; message?: undefined };

/** "name: required; phone.number: must have 9 digits" → { name: "required", phone: "number: must have 9 digits" }. */
export function fieldErrorsOf(message: string): Record<string, string> {
  const errors = new Map<string, string>();
  for (const part of message.split("; ")) {
    const match = /^([a-zA-Z]+)(?:\.([\w.]+))?: (.+)$/.exec(part);
    if (!match?.[1] || !match[3]) continue;
    const detail = match[2] ? `${match[2]}: ${match[3]}` : match[3];
    const earlier = errors.get(match[1]);
    errors.set(match[1], earlier ? `${earlier}; ${detail}` : detail);
  }
  return Object.fromEntries(errors);
}

/** An error of the table as an answer: its code, its message, and the fields a 400 or 422 names. */
export function failureOf(error: AppError, message = error.message): ActionFailure {
  const fieldErrors = error.status === 400 || error.status === 422 ? fieldErrorsOf(message) : {};
  return { ok: false, code: error.code, message, fieldErrors, ...(error.reason ? { reason: error.reason } : {}) };
}
