/**
 * Every failure the app reports on purpose, in one table: code → HTTP status → the message the caller reads (a
 * message given where it is thrown replaces the table's). The process service answers with the spec's codes (BIO…);
 * the back office, its admin pages and the operator tool with the short ones.
 */
export const ERRORS = {
  BIOAMAGE001: { status: 401, message: "Missing or invalid authorization header" },
  BIOPMPSE050: { status: 401, message: "Invalid nonce" },
  BIOPMSCE002: { status: 403, message: "Process finished" },
  BIOPMCSE008: { status: 403, message: "Process is not in videoconference step" },
  BIOPMCSE009: {
    status: 409,
    message:
      "postpone: false is refused: a video identification passes only by the agent's verdict in the call; send postpone: true to postpone it",
  },
  BIOPMSCE017: { status: 403, message: "Going back is prevented by the current step" },
  BIOPMSSE006: { status: 404, message: "Step not found" },
  BIOPMSSE016: { status: 404, message: "Previous step not found" },
  BIOFMFSE001: { status: 404, message: "Flow not found" },
  BIOAPPSE005: { status: 404, message: "App not found" },
  BIOFLFSE004: { status: 404, message: "File not found" },
  BIOPMSSE404: { status: 404, message: "Not found" },
  BIOACASE006: { status: 409, message: "Flow not active" },
  BIOAMAGE012: { status: 409, message: "Account not active" },
  BIOPMSSE409: { status: 409, message: "The process moved on meanwhile; read the current step and retry" },
  BIOPMIKE001: { status: 409, message: "This Idempotency-Key was used for a different request; use a new key for a new request" },
  BIOPMSSE400: { status: 400, message: "Invalid request body" },
  BIOPMSSE413: { status: 413, message: "Request body too large" },
  BIOPMSSE415: { status: 415, message: "Content-Type must be application/json" },
  BIOPMSSE422: { status: 422, message: "The submission failed its check" },
  BIOPMSSE429: { status: 429, message: "Too many requests" },
  BIOPMSSE500: { status: 500, message: "Unexpected failure" },
  unauthenticated: { status: 401, message: "Sign in again: your session has ended." },
  forbidden: { status: 403, message: "Your role does not allow this." },
  "not-found": { status: 404, message: "Not found." },
  invalid: { status: 400, message: "That is not valid input." },
  conflict: { status: 409, message: "That cannot be done in the current state." },
  "too-large": { status: 413, message: "That is too large." },
  "consent-required": { status: 403, message: "Agree to the processing of your face before this step." },
  "photo-upload-not-allowed": { status: 403, message: "This step takes a photo from the camera, not a file." },
  "remote-failed": { status: 502, message: "The remote verification service did not give a usable answer." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** A text of the dictionaries' `errors` area: the server actions answer the failure with it, in the caller's language. */
export type ErrorText = { key: string; values?: Record<string, string | number> };

/** A failure with a code of the table; anything else thrown is a bug, answered as a generic failure and logged. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text?: ErrorText;
  /** The failure in one word for the page that words it (an applicant's failed check: expired, no face, …). */
  reason?: string;

  constructor(code: C, message?: string, headers: Record<string, string> = {}, text?: ErrorText) {
    super(message ?? ERRORS[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.headers = headers;
    this.text = text;
  }
}

/** A failure the operator or the admin caused and can fix; its message is safe to show them. */
export class StaffInputError extends AppError<"invalid"> {
  override name = "StaffInputError";

  constructor(message: string, text?: ErrorText) {
    super("invalid", message, {}, text);
  }
}

/** A failure the caller caused and can fix (a 4xx of the table): its message is safe to show them. */
export function isCallersMistake(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500;
}

/** A service this one reads failed (502 `remote-failed`): its message says so plainly, with nothing of the caller's data. */
export function isUpstreamFailure(error: unknown): error is AppError {
  return error instanceof AppError && error.code === "remote-failed";
}
