import { HIDDEN, maskDate, maskEveryCharacter, maskIdentifier, maskText } from "@/lib/security/masking";

/**
 * The masking policy as one table: each field a surface shows (the record page, the call panel, the audit bundle,
 * the exports, the desk) has a kind, and each kind says what a reader under masking (an auditor) gets of it. Masking
 * hides the applicant's personal data only: staff, times, results, the flow's own words and file hashes stay
 * readable, so an auditor can check what was done, by whom and when.
 */
export type FieldKind = keyof typeof FIELD_KINDS;

type Leaf = string | number;
/** Values the same object masks, so that a sentence repeating one of them is masked the same way. */
export type Seen = Map<string, string>;

type KindRule = {
  isShown: boolean;
  /** Everything under a field of this kind is of this kind too, whatever its own name (`validations.birth_date` is a verdict). */
  coversSubtree?: boolean;
  auditorGets: string;
  mask: (value: Leaf, seen: Seen) => Leaf;
};

const shown = (auditorGets: string, coversSubtree = false): KindRule => ({
  isShown: true,
  coversSubtree,
  auditorGets,
  mask: (value) => value,
});
const masked = (auditorGets: string, mask: (value: string, isNumber: boolean) => string): KindRule => ({
  isShown: false,
  auditorGets,
  mask: (value) => mask(String(value), typeof value === "number"),
});

function maskRepeatedValues(text: string, seen: Seen): string {
  const longestFirst = [...seen].sort(([a], [b]) => b.length - a.length);
  return longestFirst.reduce((masked, [value, replacement]) => masked.replaceAll(value, replacement), text);
}

export const FIELD_KINDS = {
  result: shown("shown, and everything under it: a check's verdicts and scores (a verdict named after a field is not the field)", true),
  kept: shown("shown: what the service recorded about the process, not about the person (a status, a method, a measurement, a count)"),
  staff: shown("shown, and everything under it: a staff member (a call's agent, a reviewer, an author), not the applicant", true),
  time: shown("shown, and everything under it: when something happened (a step, a call, a decision, a note)", true),
  configured: shown("shown, and everything under it: what the flow's configuration says (its steps, a call's checklist labels)", true),
  hash: shown("shown in full: a file's SHA-256, what an auditor checks the bundle against"),
  system: shown("shown: an identifier the system made (a process, step, flow, account or file), which names nobody"),
  country: shown("shown: a country"),
  policy: shown("shown: which rule the copy was made under (personal data shown or masked), so a reviewer's and an auditor's differ"),
  file: shown("shown as an address only: the stored file's bytes are withheld"),
  message: {
    isShown: true,
    coversSubtree: false,
    auditorGets: "shown: the service's sentence, with every value of the applicant it repeats masked as its field is",
    mask: (value, seen) => (typeof value === "string" ? maskRepeatedValues(value, seen) : value),
  },
  date: masked("masked: the first character and the shape (1•••-••-••)", (text) => maskDate(text)),
  identifier: masked("masked: all but the last three characters (••••••678); a short one whole", (text) => maskIdentifier(text)),
  number: masked("masked: every digit (••)", (text) => maskEveryCharacter(text)),
  secret: masked("masked whole (•••)", () => HIDDEN),
  text: masked("masked word by word, each word's initial kept (A•• S••••)", (text, isNumber) =>
    isNumber ? maskEveryCharacter(text) : maskText(text),
  ),
  undeclared: masked("masked by its shape (a date as a date, else word by word): a field this table does not name", (text, isNumber) =>
    isNumber ? maskEveryCharacter(text) : /^\d{4}-\d{2}-\d{2}/.test(text) ? maskDate(text) : maskText(text),
  ),
} satisfies Record<string, KindRule>;

/**
 * Field → kind. A field is its key, lower-cased without `_` and `-` (`birth_date`, `birthDate` and `birthdate` are
 * one field), or the end of its path where the key alone would say the wrong thing (`agent` covers the agent's
 * `name`; `values.fields` lists which fields disagreed, `fields` holds them). The longest match wins.
 */
const FIELDS: [FieldKind, string][] = [
  // The applicant's personal data, and free text staff wrote, which may name them. What a check read off an identity
  // document (`result.fields`) is the applicant's: a read field the table names more closely is ruled by that name.
  [
    "text",
    "result.fields name surname givennames firstname lastname fullname applicantname email address placeofbirth placeofissue parents gender sex " +
      "authority specialnotes permitdlclass searchterm screenednames signername claims hits users aliases listedname matchedname " +
      "body comment note decisioncomment auditpersonalvalue screeningalert.reason",
  ],
  ["date", "birthday birthdate dateofbirth expirydate expirationdate dateofissue issuedate date"],
  [
    "identifier",
    "number phone phonenumber zipcode docnumber documentnumber documentnumbers idnumber personalnumber taxnumber socialsecuritynumber " +
      "healthnumber cardaccessnumber reference subject sub q recipient",
  ],
  // The document's other numbers say the age; an image's height is a measure, a person's is not.
  ["number", "age ageatissue yearssinceissue remainderterm additionalfields.height"],
  // An MRZ line carries names, numbers and dates together: any part of it shown could be any of them; so does one of
  // its characters where a document's geometry keeps what each cell read.
  ["secret", "otpcode accesstoken template scanresultblob mrz mrzstrings mrzocrtext mrzrepairedlines character"],
  // What was done, by whom, when, against what: readable.
  ["result", "validations imageqa failedchecks scores"],
  [
    "kept",
    "type action status code retry score threshold livenessstatus detectionscore method chosenmap notice passed verified reason " +
      "issuer level requestedlevel subfilter doctype livephoto postpone list listsource measures images frames otpconfirmed " +
      "numberattemptssend numberattemptscode negativefinish version appversion lang devicetype operatingsystem browser " +
      "consistencyscore durationseconds facecoverage framesanalysed modelliveness motion recording captures size bucket kind " +
      "callseconds facescore outcome everycheckpassed severity decision decisionreason reasoncode matchedby resolution channel " +
      "state attempt attempts isnow maxretries failedattempts margin alerts devices checks problems side match otheroutcome " +
      "values.steps values.fields values.hits isown accountname targettype auditentry.details evidence format geometry " +
      // Whose address a resent link went to ("applicant" or "other"), not the address: that is its `email`.
      "auditentry.details.recipient",
  ],
  ["staff", "agent reviewer decidedby decidedbyemail confirmedbyemail authoremail actoremail createdby auditentry.ip auditentry.useragent"],
  [
    "time",
    "times createdat updatedat decidedat confirmedat supersededat editedat resolvedat at signedat expiresat otpdate loadedat listloadedat",
  ],
  ["configured", "flow checklist flowname stepname"],
  ["hash", "sha256 certificatesha256 originalsha256 hash prevhash signingkeyfingerprint"],
  [
    "system",
    "id processid stepid currentstepid flowid accountid appid credentialid triggerid fileid otherprocessid seq listentryid alertid " +
      "decidedbyid confirmedbyid actorid resolvedbyid targetid manifest.files.path manifest.withheld.path",
  ],
  ["policy", "ismasked personaldata"],
  ["country", "country countries nationality issuingcountry issuingstate issuingstatename"],
  [
    "message",
    "error.message failurereason findings.details findings.text decision.acknowledged applicantmessage.detail applicantmessage.steps.detail",
  ],
];

export const fieldName = (key: string): string => key.toLowerCase().replace(/[_-]/g, "");

const KIND_OF_FIELD = new Map<string, FieldKind>(
  FIELDS.flatMap(([kind, fields]) => fields.split(" ").map((field): [string, FieldKind] => [field, kind])),
);
const LONGEST_FIELD = Math.max(...[...KIND_OF_FIELD.keys()].map((field) => field.split(".").length));

/** The kind a field of this path is, and the table's entry that says so (null: nothing on its path is in the table). */
export type FieldRuling = { kind: FieldKind; field: string | null };

export const UNDECLARED: FieldRuling = { kind: "undeclared", field: null };

/** The ruling for `path` (field names, the surface's first), given its parent's. */
export function ruleField(path: readonly string[], parent: FieldRuling): FieldRuling {
  if (FIELD_KINDS[parent.kind].coversSubtree) return parent;
  for (let length = Math.min(LONGEST_FIELD, path.length); length >= 1; length--) {
    const field = path.slice(-length).join(".");
    const kind = KIND_OF_FIELD.get(field);
    if (kind) return { kind, field };
  }
  return parent;
}

/** A leaf as a reader of this kind gets it. */
export function maskLeaf(value: Leaf, kind: FieldKind, seen: Seen): Leaf {
  return FIELD_KINDS[kind].mask(value, seen);
}
