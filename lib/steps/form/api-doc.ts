import { NO_PROVIDER, type StepApiDoc } from "../common/api-doc";

export const formApiDoc: StepApiDoc = {
  body: "only the step's `action.fields` (`{name, required, label?}`), the required ones present: `name`, `email`, `phone` `{country, number}`, `birthday` (ISO date), `country` (ISO 3166-1 alpha-2), `peoples` (boolean), `zipcode` `{country, number}`",
  check:
    "nothing beyond the shape: every problem (a field the step does not list, a required one missing, a malformed e-mail, a birthday not in the past) is a 400",
  result: NO_PROVIDER,
};
