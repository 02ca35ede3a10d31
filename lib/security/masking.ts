import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { fileIdFromUrl } from "../steps/common/review/file-links";

/**
 * How a value is masked, by what it is. `result` and `kept` values are never masked (`result` covers
 * everything inside it); `submitted` is what the applicant sent or a check read off them under a key no
 * rule names: masked by its shape, so an unknown key is hidden rather than shown.
 */
export type MaskKind = "result" | "kept" | "country" | "date" | "identifier" | "number" | "secret" | "text" | "submitted";

const MASK = "•";
const SIGNIFICANT = /[\p{L}\p{N}•]/u;
const WORD = /[\p{L}\p{N}•]+/gu;
const IDENTIFIER_TAIL = 3;
const IDENTIFIER_MIN_SHOWN = 6;

const kinds = (kind: MaskKind, keys: string): [string, MaskKind][] => keys.split(" ").map((key) => [key, kind]);

/** Keys lower-cased with `_` and `-` removed: `birth_date`, `birthDate` and `birthdate` are one key. */
const KEY_KINDS = new Map<string, MaskKind>([
  ...kinds("result", "validations imageqa failedchecks"),
  ...kinds(
    "kept",
    "status code retry score scores threshold livenessstatus detectionscore method chosenmap notice passed verified reason issuer expiresat level subfilter signedat certificatesha256 originalsha256 fileid doctype livephoto postpone list measures images frames otpconfirmed otpdate numberattemptssend numberattemptscode geometry",
  ),
  ...kinds("country", "country countries nationality issuingcountry issuingstate issuingstatename"),
  ...kinds("date", "birthday birthdate dateofbirth expirydate expirationdate dateofissue issuedate date"),
  ...kinds(
    "identifier",
    "number phone phonenumber zipcode docnumber documentnumber documentnumbers idnumber personalnumber taxnumber socialsecuritynumber healthnumber cardaccessnumber reference subject sub q",
  ),
  // `height` is left out: an image's height is not a person's, and a document's lands in `submitted` anyway.
  ...kinds("number", "age ageatissue yearssinceissue remainderterm"),
  // An MRZ line carries names, numbers and dates together: any part of it shown could be any of them; so does one of
  // its characters where a document's geometry keeps what each cell read.
  ...kinds("secret", "otpcode accesstoken template scanresultblob mrz mrzstrings mrzocrtext mrzrepairedlines character"),
  ...kinds(
    "text",
    "name surname givennames firstname lastname fullname email address placeofbirth placeofissue parents gender sex authority specialnotes permitdlclass searchterm screenednames signername claims hits users aliases",
  ),
]);

function kindOfKey(key: string, inherited: MaskKind): MaskKind {
  if (inherited === "result") return inherited;
  return KEY_KINDS.get(key.toLowerCase().replace(/[_-]/g, "")) ?? inherited;
}

/** A date keeps its shape and length; only its first character shows (`1987-04-12` → `1•••-••-••`). */
export function maskDate(value: string): string {
  return value.replace(/[\p{L}\p{N}]/gu, (char, offset: number) => (offset === 0 || char === "T" || char === "Z" ? char : MASK));
}

/** An identifier shows its last three characters, enough to tell two apart; a short one is hidden whole. */
export function maskIdentifier(value: string): string {
  const chars = [...value];
  const significant = chars.filter((c) => SIGNIFICANT.test(c)).length;
  let toHide = significant >= IDENTIFIER_MIN_SHOWN ? significant - IDENTIFIER_TAIL : significant;
  return chars
    .map((char) => {
      if (toHide === 0 || !SIGNIFICANT.test(char)) return char;
      toHide--;
      return MASK;
    })
    .join("");
}

/** Free text, word by word: a word of three or more characters keeps its initial, a shorter one is hidden. */
export function maskText(text: string): string {
  return text.replace(WORD, (word) => {
    const chars = [...word];
    return chars.length >= 3 ? `${chars[0]}${MASK.repeat(chars.length - 1)}` : MASK.repeat(chars.length);
  });
}

function maskEveryCharacter(value: string): string {
  return value.replace(/[\p{L}\p{N}]/gu, MASK);
}

function maskLeaf(value: string | number, kind: MaskKind): string | number {
  const text = String(value);
  switch (kind) {
    case "result":
    case "kept":
    case "country":
      return value;
    case "date":
      return maskDate(text);
    case "identifier":
      return maskIdentifier(text);
    case "number":
      return maskEveryCharacter(text);
    case "secret":
      return MASK.repeat(3);
    case "text":
      return typeof value === "number" ? maskEveryCharacter(text) : maskText(text);
    case "submitted":
      if (typeof value === "number") return maskEveryCharacter(text);
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? maskDate(text) : maskText(text);
  }
}

/** Replacements made, so that a message repeating a masked value can be masked the same way. */
type Seen = Map<string, string>;

function maskValue(value: unknown, kind: MaskKind, seen: Seen): unknown {
  if (Array.isArray(value)) return value.map((item) => maskValue(item, kind, seen));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, kindOfKey(key, kind), seen)]));
  if (typeof value !== "string" && typeof value !== "number") return value;
  // A stored file's URL is a reference: its bytes follow the file rule (lib/records/personal-data-policy.ts).
  if (fileIdFromUrl(value)) return value;
  const masked = maskLeaf(value, kind);
  if (typeof value === "string" && value.length >= 3 && masked !== value) seen.set(value, String(masked));
  return masked;
}

/** Any JSON value masked by the key rules, `kind` applying where no key names one. */
export function maskJson(value: unknown, kind: MaskKind): unknown {
  return maskValue(value, kind, new Map());
}

function maskRepeatedValues(message: string, seen: Seen): string {
  const longestFirst = [...seen].sort(([a], [b]) => b.length - a.length);
  return longestFirst.reduce((text, [value, masked]) => text.replaceAll(value, masked), message);
}

type Json = Record<string, unknown>;

function maskStep(step: StepRecordView): StepRecordView {
  const seen: Seen = new Map();
  const payload = maskValue(step.payload, "submitted", seen) as Json;
  const provider = maskValue(step.provider, "submitted", seen) as Json;
  const error = { ...step.error };
  if (typeof error.message === "string") error.message = maskRepeatedValues(error.message, seen);
  return { ...step, payload, provider, config: maskJson(step.config, "kept") as Json, info: maskJson(step.info, "kept") as Json, error };
}

/** Texts about a record (a finding's details, a service message) with every value the record masks masked the same way. */
export function maskTextsOfRecord(record: ProcessRecordView, texts: string[]): string[] {
  const seen: Seen = new Map();
  for (const step of record.data) {
    maskValue(step.payload, "submitted", seen);
    maskValue(step.provider, "submitted", seen);
  }
  return texts.map((text) => maskRepeatedValues(text, seen));
}

/**
 * A process record with the applicant's data masked: what they submitted and what the checks read off
 * them, by kind. Results (verdicts, statuses, scores, booleans, action types, error codes), country codes,
 * the flow and the events stay; an error message is the service's text, with the step's masked values
 * masked wherever it repeats them.
 */
export function maskProcessRecord(record: ProcessRecordView): ProcessRecordView {
  return { ...record, data: record.data.map(maskStep) };
}
