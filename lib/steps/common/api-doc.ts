/** What docs/api.md says of one step type, in markdown (`npm run docs:api` writes each type's row there). */
export type StepApiDoc = {
  /** The body it takes, field by field; a two-submission step's request, then its verification. */
  body: string;
  /** What is checked beyond the body's shape, and how it fails (400: nothing recorded; 422: a recorded failed attempt). */
  check: string;
  /** What the built-in provider's `result` holds (the record keeps it in its `provider`), or that no provider runs. */
  result: string;
  /** What does not fit a table cell; a note several types share is written once under the table, naming them. */
  notes?: readonly string[];
};

export const NO_PROVIDER = "no provider runs (`provider: {}`)";
