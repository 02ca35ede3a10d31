import { normaliseText } from "../text/normalise-text";
import type { ValidationKey } from "./document-settings";
import type { ImageQualityResult, Verdict } from "./image-quality";
import type { ParsedMrz } from "./mrz-parse";
import type { ZoneClarity } from "./mrz-reader/cell-certainty";
import type { MrzField } from "./mrz-reader/mrz-structure";

export type DocType = "idcard" | "passport" | "residence";
/** `fullName` (one field for every name) is compared with the given names and surname together. */
export type FormData = { name?: string; surname?: string; fullName?: string; birthday?: string; nationality?: string };
/** GOOD and BAD as ever; UNCERTAIN when the characters a validation rests on were not all read with a clear margin. */
export type ValidationVerdict = Verdict | "UNCERTAIN";

const verdict = (isGood: boolean): Verdict => (isGood ? "GOOD" : "BAD");

function isExpectedDocType(doctype: DocType, mrz: ParsedMrz): boolean {
  const code = mrz.documentCode.replace(/</g, "");
  if (doctype === "passport") return mrz.format === "TD3" && code.startsWith("P");
  if (doctype === "residence") return (mrz.format === "TD1" || mrz.format === "TD2") && /^(IR|AR|RP|CR|IT)$/.test(code);
  return (mrz.format === "TD1" || mrz.format === "TD2") && /^(I|ID|IC|C|A)$/.test(code);
}

const sameWords = (a: string, b: string) => normaliseText(a).split(" ").sort().join(" ") === normaliseText(b).split(" ").sort().join(" ");

export type ValidationInput = {
  doctype: DocType;
  mrz: ParsedMrz | null;
  /** Which characters of the zone were read clearly; null when nothing was read. */
  clarity: ZoneClarity | null;
  birthDate: string | null;
  expiryDate: string | null;
  today: Date;
  imageQA: ImageQualityResult[];
  form?: FormData;
};

export function validateDocument({
  doctype,
  mrz,
  clarity,
  birthDate,
  expiryDate,
  today,
  imageQA,
  form,
}: ValidationInput): Partial<Record<ValidationKey, ValidationVerdict>> {
  const isImageGood = imageQA.every((side) => Object.values(side.verdicts).every((value) => value === "GOOD"));
  if (!mrz || !clarity) return { mrz: "BAD", docType: "BAD", imageQA: verdict(isImageGood) };
  // A check digit that fails is BAD; one that holds over characters not all read clearly is UNCERTAIN.
  const integrity = (holds: boolean, isClear: boolean): ValidationVerdict => (!holds ? "BAD" : isClear ? "GOOD" : "UNCERTAIN");
  // A value compared or judged is only as certain as the characters it was read from.
  const judged = (isGood: boolean, ...fields: MrzField[]): ValidationVerdict =>
    fields.every(clarity.isFieldClear) ? verdict(isGood) : "UNCERTAIN";
  const isCompositeGood = mrz.checks.composite !== false;
  const validations: Partial<Record<ValidationKey, ValidationVerdict>> = {
    mrz: integrity(mrz.isValid && birthDate !== null && expiryDate !== null, clarity.isZoneClear),
    docType: judged(isExpectedDocType(doctype, mrz), "documentCode"),
    expiry_date: judged(expiryDate !== null && expiryDate >= today.toISOString().slice(0, 10), "expiryDate"),
    integrity_doc_number: integrity(mrz.checks.documentNumber, clarity.isCheckClear("documentNumber")),
    integrity_birth_date: integrity(mrz.checks.birthDate && birthDate !== null, clarity.isCheckClear("birthDate")),
    integrity_expiry_date: integrity(mrz.checks.expiryDate && expiryDate !== null, clarity.isCheckClear("expiryDate")),
    // TD3 carries a check digit on the personal number; TD1 protects its optional fields only through the composite digit.
    integrity_id_number: integrity(
      (mrz.checks.personalNumber ?? true) && isCompositeGood,
      clarity.isCheckClear("personalNumber") && clarity.isCheckClear("composite"),
    ),
    imageQA: verdict(isImageGood),
  };
  if (form?.name !== undefined) validations.match_name = judged(sameWords(form.name, mrz.givenNames), "names");
  if (form?.fullName !== undefined) validations.match_name = judged(sameWords(form.fullName, `${mrz.givenNames} ${mrz.surname}`), "names");
  if (form?.surname !== undefined) validations.match_surname = judged(sameWords(form.surname, mrz.surname), "names");
  if (form?.birthday !== undefined) validations.match_birth_date = judged(form.birthday.slice(0, 10) === birthDate, "birthDate");
  if (form?.nationality !== undefined)
    validations.match_nationality = judged(normaliseText(form.nationality) === normaliseText(mrz.nationality), "nationality");
  return validations;
}
