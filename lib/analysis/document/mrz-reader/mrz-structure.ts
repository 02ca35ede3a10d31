export type MrzLayout = "TD1" | "TD2" | "TD3";

/** Which characters ICAO 9303 allows at a position. */
export type CharacterClass = "letters" | "alphanumeric" | "digits" | "check" | "sex";
export const CLASS_CHARACTERS: Record<CharacterClass, string> = {
  letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ<",
  alphanumeric: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<",
  digits: "0123456789",
  // A check digit over an empty optional field (or an overlong number) may be printed as a filler.
  check: "0123456789<",
  sex: "MF<",
};

export type CheckName = "documentNumber" | "birthDate" | "expiryDate" | "personalNumber" | "composite";
/** A check digit: the spans [line, start, end) it covers, in order, and where it is printed. */
export type CheckRule = { name: CheckName; spans: [number, number, number][]; digit: [number, number] };

type Run = [CharacterClass, number];
const expand = (runs: Run[]) => runs.flatMap(([kind, count]) => new Array<CharacterClass>(count).fill(kind));

const SECOND_LINE_TD2_TD3 = (optional: number, optionalCheck: boolean): Run[] => [
  ["alphanumeric", 9],
  ["check", 1],
  ["letters", 3],
  ["digits", 6],
  ["check", 1],
  ["sex", 1],
  ["digits", 6],
  ["check", 1],
  ["alphanumeric", optional],
  ...(optionalCheck ? ([["check", 1]] as Run[]) : []),
  ["check", 1],
];

export const LINE_CLASSES: Record<MrzLayout, CharacterClass[][]> = {
  TD1: [
    expand([
      ["letters", 5],
      ["alphanumeric", 9],
      ["check", 1],
      ["alphanumeric", 15],
    ]),
    expand([
      ["digits", 6],
      ["check", 1],
      ["sex", 1],
      ["digits", 6],
      ["check", 1],
      ["letters", 3],
      ["alphanumeric", 11],
      ["check", 1],
    ]),
    expand([["letters", 30]]),
  ],
  TD2: [expand([["letters", 36]]), expand(SECOND_LINE_TD2_TD3(7, false))],
  TD3: [expand([["letters", 44]]), expand(SECOND_LINE_TD2_TD3(14, true))],
};

export const CHECK_RULES: Record<MrzLayout, CheckRule[]> = {
  TD1: [
    { name: "documentNumber", spans: [[0, 5, 14]], digit: [0, 14] },
    { name: "birthDate", spans: [[1, 0, 6]], digit: [1, 6] },
    { name: "expiryDate", spans: [[1, 8, 14]], digit: [1, 14] },
    {
      name: "composite",
      spans: [
        [0, 5, 30],
        [1, 0, 7],
        [1, 8, 15],
        [1, 18, 29],
      ],
      digit: [1, 29],
    },
  ],
  TD2: [
    { name: "documentNumber", spans: [[1, 0, 9]], digit: [1, 9] },
    { name: "birthDate", spans: [[1, 13, 19]], digit: [1, 19] },
    { name: "expiryDate", spans: [[1, 21, 27]], digit: [1, 27] },
    {
      name: "composite",
      spans: [
        [1, 0, 10],
        [1, 13, 20],
        [1, 21, 35],
      ],
      digit: [1, 35],
    },
  ],
  TD3: [
    { name: "documentNumber", spans: [[1, 0, 9]], digit: [1, 9] },
    { name: "birthDate", spans: [[1, 13, 19]], digit: [1, 19] },
    { name: "expiryDate", spans: [[1, 21, 27]], digit: [1, 27] },
    { name: "personalNumber", spans: [[1, 28, 42]], digit: [1, 42] },
    {
      name: "composite",
      spans: [
        [1, 0, 10],
        [1, 13, 20],
        [1, 21, 43],
      ],
      digit: [1, 43],
    },
  ],
};

export type MrzField =
  | "documentCode"
  | "issuingState"
  | "documentNumber"
  | "optionalData"
  | "birthDate"
  | "sex"
  | "expiryDate"
  | "nationality"
  | "compositeDigit"
  | "names";

/** TD2 and TD3 differ only in their line length: names fill line 1, the optional data runs up to the composite digit. */
function twoLineFields(length: number): Record<MrzField, [number, number, number][]> {
  return {
    documentCode: [[0, 0, 2]],
    issuingState: [[0, 2, 5]],
    names: [[0, 5, length]],
    documentNumber: [[1, 0, 10]],
    nationality: [[1, 10, 13]],
    birthDate: [[1, 13, 20]],
    sex: [[1, 20, 21]],
    expiryDate: [[1, 21, 28]],
    optionalData: [[1, 28, length - 1]],
    compositeDigit: [[1, length - 1, length]],
  };
}

/** Where each field lies, [line, start, end), its check digit included. */
export const FIELD_SPANS: Record<MrzLayout, Record<MrzField, [number, number, number][]>> = {
  TD1: {
    documentCode: [[0, 0, 2]],
    issuingState: [[0, 2, 5]],
    documentNumber: [[0, 5, 15]],
    optionalData: [
      [0, 15, 30],
      [1, 18, 29],
    ],
    birthDate: [[1, 0, 7]],
    sex: [[1, 7, 8]],
    expiryDate: [[1, 8, 15]],
    nationality: [[1, 15, 18]],
    compositeDigit: [[1, 29, 30]],
    names: [[2, 0, 30]],
  },
  TD2: twoLineFields(36),
  TD3: twoLineFields(44),
};

/** The field a cell belongs to. */
export function fieldAt(layout: MrzLayout, line: number, column: number): MrzField {
  const entry = Object.entries(FIELD_SPANS[layout]).find(([, spans]) =>
    spans.some(([l, start, end]) => l === line && column >= start && column < end),
  );
  return (entry?.[0] as MrzField | undefined) ?? "optionalData";
}
