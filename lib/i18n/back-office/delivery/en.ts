/** The delivery of each message to the applicant (SMS codes, e-mailed links): the contact panel, the code's panel, the timeline. */
export const deliveryEn = {
  title: "Messages to the applicant",
  none: "No message has been sent to the applicant.",
  channels: { sms: "SMS", email: "E-mail" },
  states: {
    outbox: "kept in the outbox (no gateway configured)",
    queued: "queued",
    sent: "sent",
    delivered: "delivered",
    failed: "failed",
  },
  failedWith: "failed: {reason}",
  reasons: {
    "gateway-unreachable": "gateway not reachable",
    "gateway-no-answer": "gateway did not answer",
    "gateway-refused": "gateway refused the message",
    "mail-unreachable": "mail server not reachable",
    "mail-refused": "mail server refused the message",
    "transport-error": "sending failed",
    "not-delivered": "not delivered to the phone",
    "expired-unsent": "expired before it could be sent",
    superseded: "replaced by a newer code before it could be sent",
  },
  attempt: "attempt {count}",
  nextAttempt: "next attempt {time}",
  retryingNow: "trying again now",
  codeDelivery: "Code delivery",
  /** The chip of a code request's step record. */
  codeStates: {
    outbox: "Code in the outbox",
    queued: "Code queued",
    sent: "Code sent",
    delivered: "Code delivered",
    failed: "Code not delivered",
  },
  events: { "sms-delivery": "SMS to the applicant", "email-delivery": "E-mail to the applicant" },
};
