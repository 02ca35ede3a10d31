import { normaliseText } from "../text/normalise-text";
import { mrzCheckDigit } from "./mrz-check-digit";

/** The check digit of a field this module composed from MRZ characters only. */
function checkDigit(value: string): string {
  const digit = mrzCheckDigit(value);
  if (digit === null) throw new Error(`not MRZ characters: ${value}`);
  return digit;
}

export type MrzIdentity = {
  /** "P" for passports, "I" for ID cards, "IR" for residence permits. */
  documentCode: string;
  issuingState: string;
  nationality: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  /** ISO dates, YYYY-MM-DD. */
  birthDate: string;
  expiryDate: string;
  sex: "M" | "F" | "X";
  personalNumber?: string;
  /** TD1 only: the second optional data field (line 2, positions 19–29). */
  optionalData2?: string;
};

const fill = (value: string, length: number) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9<]/g, "<")
    .padEnd(length, "<")
    .slice(0, length);
const yymmdd = (isoDate: string) => isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
const sexCode = (sex: MrzIdentity["sex"]) => (sex === "X" ? "<" : sex);

function nameField(identity: MrzIdentity, length: number): string {
  const words = (value: string) => normaliseText(value).replace(/[0-9]/g, "").split(" ").filter(Boolean).join("<");
  return fill(`${words(identity.surname)}<<${words(identity.givenNames)}`, length);
}

/** Two 44-character lines of a passport (TD3). */
export function composeTd3(identity: MrzIdentity): [string, string] {
  const line1 = fill(identity.documentCode, 2) + fill(identity.issuingState, 3) + nameField(identity, 39);
  const number = fill(identity.documentNumber, 9);
  const birth = yymmdd(identity.birthDate);
  const expiry = yymmdd(identity.expiryDate);
  const personal = fill(identity.personalNumber ?? "", 14);
  const personalCheck = identity.personalNumber ? checkDigit(personal) : "<";
  const numberPart = number + checkDigit(number);
  const birthPart = birth + checkDigit(birth);
  const expiryPart = expiry + checkDigit(expiry);
  const composite = checkDigit(numberPart + birthPart + expiryPart + personal + personalCheck);
  const line2 = `${numberPart}${fill(identity.nationality, 3)}${birthPart}${sexCode(identity.sex)}${expiryPart}${personal}${personalCheck}${composite}`;
  return [line1, line2];
}

/** Three 30-character lines of an ID card or residence permit (TD1). */
export function composeTd1(identity: MrzIdentity): [string, string, string] {
  const number = fill(identity.documentNumber, 9);
  const line1 =
    fill(identity.documentCode, 2) + fill(identity.issuingState, 3) + number + checkDigit(number) + fill(identity.personalNumber ?? "", 15);
  const birth = yymmdd(identity.birthDate);
  const expiry = yymmdd(identity.expiryDate);
  const line2Head = `${birth}${checkDigit(birth)}${sexCode(identity.sex)}${expiry}${checkDigit(expiry)}${fill(identity.nationality, 3)}${fill(identity.optionalData2 ?? "", 11)}`;
  const composite = checkDigit(line1.slice(5, 30) + line2Head.slice(0, 7) + line2Head.slice(8, 15) + line2Head.slice(18, 29));
  return [line1, line2Head + composite, nameField(identity, 30)];
}

/** Two 36-character lines of an ID card or visa of the middle size (TD2). */
export function composeTd2(identity: MrzIdentity): [string, string] {
  const line1 = fill(identity.documentCode, 2) + fill(identity.issuingState, 3) + nameField(identity, 31);
  const number = fill(identity.documentNumber, 9);
  const birth = yymmdd(identity.birthDate);
  const expiry = yymmdd(identity.expiryDate);
  const numberPart = number + checkDigit(number);
  const birthPart = birth + checkDigit(birth);
  const expiryPart = expiry + checkDigit(expiry);
  const optional = fill(identity.personalNumber ?? "", 7);
  const composite = checkDigit(numberPart + birthPart + expiryPart + optional);
  return [line1, `${numberPart}${fill(identity.nationality, 3)}${birthPart}${sexCode(identity.sex)}${expiryPart}${optional}${composite}`];
}
