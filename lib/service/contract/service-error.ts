import { AppError, type ErrorCode } from "@/lib/errors";
import type { RecordDraft } from "@/lib/service/contract/step-outcome";

/** The spec's failure codes: what the process service answers with. */
export type ServiceErrorCode = Extract<ErrorCode, `BIO${string}`>;

/** Every failure of the service is one of these; the HTTP layer maps it to the failure envelope. */
export class ServiceError extends AppError<ServiceErrorCode> {
  override name = "ServiceError";
}

/** A well-formed submission whose check failed (422): the attempt as recorded, so its family can say why. */
export class CheckFailedError extends ServiceError {
  override name = "CheckFailedError";
  readonly attempt: RecordDraft;

  constructor(message: string | undefined, attempt: RecordDraft) {
    super("BIOPMSSE422", message);
    this.attempt = attempt;
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
