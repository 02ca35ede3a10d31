import { type ParsedMrz, parseMrzLines } from "../mrz-parse";

export const SCORED_FIELDS = [
  "documentNumber",
  "birthDate",
  "expiryDate",
  "surname",
  "givenNames",
  "nationality",
  "issuingState",
  "sex",
  "documentCode",
  "idNumber",
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** The analysis result a reading is scored from: the fields and validations the document step returns. */
export type ScoredAnalysis = { fields: { mrz?: string } | Record<string, never>; validations: Partial<Record<string, string>> };

export type ReadingScore = {
  isRead: boolean;
  exact: Record<ScoredField, boolean>;
  correctCharacters: number;
  totalCharacters: number;
  /** Validations that said GOOD about a value that differs from what is printed. */
  wrongGood: string[];
  /** Validations that said UNCERTAIN about a value that is right. */
  uncertainButRight: string[];
};

// Which printed values each validation vouches for.
const VOUCHES: Record<string, ScoredField[] | "all"> = {
  integrity_doc_number: ["documentNumber"],
  integrity_birth_date: ["birthDate"],
  integrity_expiry_date: ["expiryDate"],
  integrity_id_number: ["idNumber"],
  mrz: "all",
};

/** Compares a document analysis with the MRZ printed on the document. */
export function scoreReading(truthLines: string[], analysis: ScoredAnalysis): ReadingScore {
  const truth = parseMrzLines(truthLines) as ParsedMrz;
  const readLines = typeof analysis.fields.mrz === "string" ? analysis.fields.mrz.split("\n") : null;
  const read = readLines ? parseMrzLines(readLines) : null;
  const exact = Object.fromEntries(SCORED_FIELDS.map((field) => [field, read !== null && read[field] === truth[field]])) as Record<
    ScoredField,
    boolean
  >;
  const truthText = truthLines.join("\n");
  const readText = readLines?.join("\n") ?? "";
  let correctCharacters = 0;
  for (let i = 0; i < truthText.length; i++) if (truthText[i] === readText[i] && truthText[i] !== "\n") correctCharacters++;
  const isLineExact = readText === truthText;
  const wrongGood: string[] = [];
  const uncertainButRight: string[] = [];
  for (const [key, fields] of Object.entries(VOUCHES)) {
    const isRight = fields === "all" ? isLineExact : fields.every((field) => exact[field]);
    if (analysis.validations[key] === "GOOD" && !isRight) wrongGood.push(key);
    if (analysis.validations[key] === "UNCERTAIN" && isRight) uncertainButRight.push(key);
  }
  return {
    isRead: read !== null,
    exact,
    correctCharacters,
    totalCharacters: truthText.replace(/\n/g, "").length,
    wrongGood,
    uncertainButRight,
  };
}
