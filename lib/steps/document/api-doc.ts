import type { StepApiDoc } from "../common/api-doc";

export const documentApiDoc: StepApiDoc = {
  body: "`doctype` (`idcard`, `passport` or `residence`), `front` (Base64 image), `back` (Base64 image; required except for a passport)",
  check:
    "image quality per side, the MRZ read and checked, its fields matched against the latest form step, the printed zone against the MRZ; a validation of `requiredValidations` that is `BAD` or `UNCERTAIN` → 422",
  result:
    "`fields`, `additionalFields`, `validations`, `imageQA`, `chosenMap`, `images` (`front`, `back`, `photo`: the portrait), `measures`, `failedChecks`, `uncertainCharacters`, `printedZone`, `method: local-ocr`",
  notes: [
    "a validation is `GOOD`, `BAD` or `UNCERTAIN`. `UNCERTAIN`: the value's check digits hold (or the comparison matched) but a character it rests on was not read with a clear margin, or the check digits chose a character other than the best-matching one; a wrong value is never `GOOD` for that reason alone. `uncertainCharacters` lists each such MRZ character: `{line, column, field, read, score, margin, isRepaired, alternatives: [{character, score}]}` (0-based positions, correlation scores). Validations computed from such characters (`docType`, `expiry_date`, `match_*`) are `UNCERTAIN` too.",
    "`text`: the printed (visual) zone on the front agrees with the MRZ for `doc_number`, `surname`, `name`, `birth_date`, `expiry_date`: `GOOD` all found and equal, `BAD` one differs, `UNCERTAIN` some not legible; `printedZone` holds each `{mrz, printed, agrees}`.",
    "`requiredValidations` (flow setting; default every key but `text`) fail the step when `BAD` or `UNCERTAIN`, and the 422 message names them by verdict: `document: mrz BAD; integrity_doc_number UNCERTAIN`.",
  ],
};
