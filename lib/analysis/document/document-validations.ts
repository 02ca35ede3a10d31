import { normaliseText } from "../text/normalise-text";
import type { ValidationKey } from "./document-settings";
import type { ImageQualityResult, Verdict } from "./image-quality";
import type { ParsedMrz } from "./mrz-parse";

export type DocType = "idcard" | "passport" | "residence";
/** `fullName` (one field for every name) is compared with the given names and surname together. */
export type FormData = { name?: string; surname?: string; fullName?: string; birthday?: string; nationality?: string };

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
  birthDate: string | null;
  expiryDate: string | null;
  today: Date;
  imageQA: ImageQualityResult[];
  form?: FormData;
};

export function validateDocument({
  doctype,
  mrz,
  birthDate,
  expiryDate,
  today,
  imageQA,
  form,
}: ValidationInput): Partial<Record<ValidationKey, Verdict>> {
  const isImageGood = imageQA.every((side) => Object.values(side.verdicts).every((value) => value === "GOOD"));
  if (!mrz) return { mrz: "BAD", docType: "BAD", imageQA: verdict(isImageGood) };
  const isCompositeGood = mrz.checks.composite !== false;
  const validations: Partial<Record<ValidationKey, Verdict>> = {
    mrz: verdict(mrz.isValid && birthDate !== null && expiryDate !== null),
    docType: verdict(isExpectedDocType(doctype, mrz)),
    expiry_date: verdict(expiryDate !== null && expiryDate >= today.toISOString().slice(0, 10)),
    integrity_doc_number: verdict(mrz.checks.documentNumber),
    integrity_birth_date: verdict(mrz.checks.birthDate && birthDate !== null),
    integrity_expiry_date: verdict(mrz.checks.expiryDate && expiryDate !== null),
    // TD3 carries a check digit on the personal number; TD1 protects its optional fields only through the composite digit.
    integrity_id_number: verdict((mrz.checks.personalNumber ?? true) && isCompositeGood),
    imageQA: verdict(isImageGood),
  };
  if (form?.name !== undefined) validations.match_name = verdict(sameWords(form.name, mrz.givenNames));
  if (form?.fullName !== undefined) validations.match_name = verdict(sameWords(form.fullName, `${mrz.givenNames} ${mrz.surname}`));
  if (form?.surname !== undefined) validations.match_surname = verdict(sameWords(form.surname, mrz.surname));
  if (form?.birthday !== undefined) validations.match_birth_date = verdict(form.birthday.slice(0, 10) === birthDate);
  if (form?.nationality !== undefined)
    validations.match_nationality = verdict(normaliseText(form.nationality) === normaliseText(mrz.nationality));
  return validations;
}
