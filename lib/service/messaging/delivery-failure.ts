/** Why a message to an applicant was not sent or not delivered: the back office puts each in words (delivery dictionary). */
export type DeliveryReason =
  | "gateway-unreachable"
  | "gateway-no-answer"
  | "gateway-refused"
  | "mail-unreachable"
  | "mail-refused"
  | "transport-error"
  | "not-delivered"
  | "expired-unsent"
  | "superseded";

/** A transport's failure to take a message: its reason and the transport's own detail (a status code, never the text). */
export class DeliveryFailure extends Error {
  constructor(
    readonly reason: DeliveryReason,
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = "DeliveryFailure";
  }

  /** Anything a transport threw, as a failure with a reason (an unforeseen error: transport-error with its name). */
  static of(error: unknown): DeliveryFailure {
    if (error instanceof DeliveryFailure) return error;
    const name = error instanceof Error ? error.name : typeof error;
    return new DeliveryFailure("transport-error", `the transport failed (${name})`, name);
  }
}
