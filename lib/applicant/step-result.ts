import { isServiceError } from "@/lib/service/errors";

/** What an applicant's server action answers: plain data for the client, never a credential or a token. */
export type StepFailure = { ok: false; code: string; message: string; fieldErrors: Record<string, string> };
export type StepResult = { ok: true } | StepFailure;
/** The waiting room's check: at the call step, whether a reviewer has opened the call yet. */
export type CallCheck = { ok: true; isOpen: boolean } | StepFailure;

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

/** A ServiceError becomes its code and the service's own message; anything else is a generic failure. */
export function toStepFailure(error: unknown): StepFailure {
  if (isServiceError(error)) {
    const fieldErrors = error.code === "BIOPMSSE400" || error.code === "BIOPMSSE422" ? fieldErrorsOf(error.message) : {};
    return { ok: false, code: error.code, message: error.message, fieldErrors };
  }
  return { ok: false, code: "BIOPMSSE500", message: "", fieldErrors: {} };
}
