import { NO_PROVIDER, type StepApiDoc } from "../common/api-doc";
import { VIDEOCONFERENCE_TYPES } from "./action-types";

const live: StepApiDoc = {
  body: "`postpone` (boolean); with `postpone: true`, optionally `date` (ISO 8601 with offset), `phone` `{country, number}` and `email`: when and how to be called instead",
  check:
    "only the agent's verdict in the call completes the step: `postpone: false` → 409 `BIOPMCSE009`, nothing recorded; `postpone: true` passes (the case then says the video identification was not done), unless an agent has the call open (409) or `date` is not in the future (422)",
  result:
    "the agent's verdict: `agent` `{id, name, email}`, `reason`, `note`, `checklist` (`[{id, label, checked}]`), `recording` `{url, bucket, sha256, durationSeconds}`, `captures` (`[{kind, url, faceScore}]`), `faceScore`, `times` `{openedAt, consentAt, connectedAt, endedAt}`, `callSeconds`; a postponement: `{}`",
  notes: [
    "the client asks `GET /videoconference/{id}/canjoin` and joins with `POST /videoconference/{id}/join`; the agent's verdict in the back office completes the step as a submission would: passed moves the process on, failed is a failed attempt (retries, and past `maxRetries` a negative finish).",
  ],
};

const scheduled: StepApiDoc = {
  body: "`postpone` (boolean), `date` (ISO 8601 with offset), `phone` `{country, number}`, `email`",
  check: "`date` must be in the future (else 422)",
  result: NO_PROVIDER,
};

/** The live call, or the applicant's choice of when to be called. */
export function videoconferenceApiDoc(type: keyof typeof VIDEOCONFERENCE_TYPES): StepApiDoc {
  return VIDEOCONFERENCE_TYPES[type].call === "live" ? live : scheduled;
}
