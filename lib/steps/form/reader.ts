import { genericReader } from "../common/generic-reader";
import { asObject, asText } from "../common/record-json";
import type { RecordFacts, RecordLike, StepReader } from "../common/step-reader";

function facts(record: RecordLike): RecordFacts {
  const { payload } = record;
  const phone = asObject(payload.phone);
  const country = asText(phone.country);
  const number = asText(phone.number);
  return {
    ...(asText(payload.name) ? { name: asText(payload.name) } : {}),
    ...(asText(payload.email) ? { email: asText(payload.email) } : {}),
    ...(asText(payload.birthday) ? { birthDate: asText(payload.birthday) } : {}),
    ...(asText(payload.country) ? { country: asText(payload.country) } : {}),
    ...(country && number ? { phones: [{ country, number }] } : {}),
  };
}

/** A form as the rest of the app reads it: what the applicant said of themselves; nothing is checked but its shape. */
export const formReader: StepReader = { ...genericReader, facts, evidenceLines: () => [] };
