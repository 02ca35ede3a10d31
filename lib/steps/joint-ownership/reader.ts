import { genericReader } from "../common/generic-reader";
import type { StepReader } from "../common/step-reader";

/** joint-ownership as the rest of the app reads it: the co-owners are other people, not facts of the applicant. */
export const jointOwnershipReader: StepReader = {
  ...genericReader,
  evidenceLines: (record) => {
    const users = record.payload.users;
    return Array.isArray(users) ? [`${users.length} co-owner(s) named`] : [];
  },
};
