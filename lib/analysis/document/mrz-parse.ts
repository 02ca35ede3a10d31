import { type FieldName, parse, states } from "mrz";

export type ParsedMrz = {
  format: string;
  documentCode: string;
  issuingState: string;
  issuingStateName: string | null;
  nationality: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  birthDate: string;
  expiryDate: string;
  sex: "M" | "F" | "X";
  /** TD3 personal number, TD1 first optional field or TD2 optional field, when printed. */
  idNumber: string | null;
  checks: { documentNumber: boolean; birthDate: boolean; expiryDate: boolean; personalNumber: boolean | null; composite: boolean | null };
  isValid: boolean;
};

const SEX = new Map<string, ParsedMrz["sex"]>([
  ["male", "M"],
  ["female", "F"],
]);
const STATE_NAMES = new Map<string, string>(Object.entries(states));

/** Parses MRZ lines with the `mrz` package; returns null when they are no MRZ of a known format. */
export function parseMrzLines(lines: string[]): ParsedMrz | null {
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines, { autocorrect: false });
  } catch {
    return null;
  }
  const field = (name: FieldName) => result.fields[name] ?? "";
  const checkValid = (name: FieldName): boolean | null => {
    const detail = result.details.find((entry) => entry.field === name);
    return detail ? detail.valid : null;
  };
  const personalNumber = field("personalNumber") || field("optional1") || field("optional");
  return {
    format: result.format,
    documentCode: field("documentCode"),
    issuingState: field("issuingState"),
    issuingStateName: STATE_NAMES.get(field("issuingState")) ?? null,
    nationality: field("nationality"),
    surname: field("lastName"),
    givenNames: field("firstName"),
    documentNumber: field("documentNumber"),
    birthDate: field("birthDate"),
    expiryDate: field("expirationDate"),
    sex: SEX.get(field("sex")) ?? "X",
    idNumber: personalNumber.replace(/</g, "") || null,
    checks: {
      documentNumber: checkValid("documentNumberCheckDigit") === true,
      birthDate: checkValid("birthDateCheckDigit") === true,
      expiryDate: checkValid("expirationDateCheckDigit") === true,
      personalNumber: result.fields.personalNumber ? checkValid("personalNumberCheckDigit") : null,
      composite: checkValid("compositeCheckDigit"),
    },
    isValid: result.valid,
  };
}
