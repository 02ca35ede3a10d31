import { AppError, type ErrorCode } from "@/lib/errors";

/** The spec's failure codes: what the process service answers with. */
export type ServiceErrorCode = Extract<ErrorCode, `BIO${string}`>;

/** Every failure of the service is one of these; the HTTP layer maps it to the failure envelope. */
export class ServiceError extends AppError<ServiceErrorCode> {
  override name = "ServiceError";
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
