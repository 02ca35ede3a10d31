import { NO_PROVIDER, type StepApiDoc } from "../common/api-doc";

export const jointOwnershipApiDoc: StepApiDoc = {
  body: "`users`: 1 to 20 co-owners, each `{name, email, phone}` (`phone` `{country, number}`)",
  check: "each co-owner a different person: the same e-mail twice → 422",
  result: NO_PROVIDER,
};
