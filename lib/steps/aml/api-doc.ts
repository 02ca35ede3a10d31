import type { StepApiDoc } from "../common/api-doc";

export const amlApiDoc: StepApiDoc = {
  body: "`searchTerm` (1 to 300 characters, trimmed)",
  check:
    "`searchTerm`, and the form's name when it differs (with the form's birthday), screened against the loaded sanctions list (`npm run idv -- aml:load FILE`): a hit at or above the match threshold → 422",
  result:
    "`hits` (best first, each `{id, name, matchedName, score, schema, birthDate, countries, sanctions}`), `screenedNames`, `threshold`, `list` `{source, loadedAt, size}`, `method: local-fuzzy-name`",
};
