import { mrzCheckDigit } from "./mrz-check-digit";

export type MrzLayout = "TD1" | "TD2" | "TD3";
export const MRZ_LINE_LENGTH: Record<MrzLayout, number> = { TD1: 30, TD2: 36, TD3: 44 };
export const MRZ_LINE_COUNT: Record<MrzLayout, number> = { TD1: 3, TD2: 2, TD3: 2 };

const TO_DIGIT = new Map(Object.entries({ O: "0", Q: "0", D: "0", I: "1", L: "1", Z: "2", S: "5", B: "8", G: "6" }));
const TO_LETTER = new Map(Object.entries({ "0": "O", "1": "I", "2": "Z", "5": "S", "8": "B", "6": "G" }));

/** The longest space-free run of an OCR line in the MRZ alphabet: stray marks at the margins are split off. */
function longestRun(raw: string): string {
  const runs = raw
    .toUpperCase()
    .replace(/[«‹]/g, "<")
    .split(/\s+/)
    .map((run) => run.replace(/[^A-Z0-9<]/g, ""));
  return runs.reduce((best, run) => (run.length > best.length ? run : best), "");
}

/** Filler runs read with stray "K"/"X" (e.g. "<K<<KKK<") become plain filler; a run must start and end with "<". */
function cleanFillerRuns(line: string): string {
  return line.replace(/<[<KX]*</g, (run) => ((run.match(/</g)?.length ?? 0) >= 2 ? "<".repeat(run.length) : run));
}

/**
 * Fixes a line's length. OCR loses or adds "<" inside long filler runs, so the longest run absorbs the difference;
 * a "K" the English model reads beside a "<" goes first when the line is too long.
 */
export function normaliseMrzLine(raw: string, length: number): string {
  let line = cleanFillerRuns(longestRun(raw));
  while (line.length > length) {
    const stray = line.search(/<K|K</);
    if (stray < 0) break;
    const index = line.charAt(stray) === "K" ? stray : stray + 1;
    line = line.slice(0, index) + line.slice(index + 1);
  }
  const runs = [...line.matchAll(/<{2,}/g)];
  const longest = runs.reduce<RegExpMatchArray | undefined>(
    (best, run) => (best && best[0].length >= run[0].length ? best : run),
    undefined,
  );
  if (longest?.index !== undefined && line.length !== length) {
    const runLength = Math.max(1, longest[0].length + length - line.length);
    line = line.slice(0, longest.index) + "<".repeat(runLength) + line.slice(longest.index + longest[0].length);
  }
  return line.length >= length ? line.slice(0, length) : line.padEnd(length, "<");
}

/** Reads the last lines of the text that look like an MRZ of the given layout. */
export function pickMrzLines(text: string, layout: MrzLayout): string[] | null {
  const length = MRZ_LINE_LENGTH[layout];
  const count = MRZ_LINE_COUNT[layout];
  const candidates = text.split("\n").filter((line) => {
    const run = longestRun(line);
    return run.length >= length - 8 && run.length <= length + 6 && run.includes("<");
  });
  if (candidates.length < count) return null;
  return candidates.slice(-count).map((line) => normaliseMrzLine(line, length));
}

type Field = { line: number; start: number; length: number; kind: "digits" | "alnum" };
type CheckedField = { value: Field; check: { line: number; at: number } };

const CHECKED_FIELDS: Record<MrzLayout, CheckedField[]> = {
  TD1: [
    { value: { line: 0, start: 5, length: 9, kind: "alnum" }, check: { line: 0, at: 14 } },
    { value: { line: 1, start: 0, length: 6, kind: "digits" }, check: { line: 1, at: 6 } },
    { value: { line: 1, start: 8, length: 6, kind: "digits" }, check: { line: 1, at: 14 } },
  ],
  TD2: [
    { value: { line: 1, start: 0, length: 9, kind: "alnum" }, check: { line: 1, at: 9 } },
    { value: { line: 1, start: 13, length: 6, kind: "digits" }, check: { line: 1, at: 19 } },
    { value: { line: 1, start: 21, length: 6, kind: "digits" }, check: { line: 1, at: 27 } },
  ],
  TD3: [
    { value: { line: 1, start: 0, length: 9, kind: "alnum" }, check: { line: 1, at: 9 } },
    { value: { line: 1, start: 13, length: 6, kind: "digits" }, check: { line: 1, at: 19 } },
    { value: { line: 1, start: 21, length: 6, kind: "digits" }, check: { line: 1, at: 27 } },
  ],
};

const COMPOSITE_DIGIT: Record<MrzLayout, { line: number; at: number }> = {
  TD1: { line: 1, at: 29 },
  TD2: { line: 1, at: 35 },
  TD3: { line: 1, at: 43 },
};

const LETTER_FIELDS: Record<MrzLayout, Field[]> = {
  TD1: [
    { line: 0, start: 2, length: 3, kind: "alnum" },
    { line: 1, start: 15, length: 3, kind: "alnum" },
  ],
  TD2: [
    { line: 0, start: 2, length: 3, kind: "alnum" },
    { line: 1, start: 10, length: 3, kind: "alnum" },
  ],
  TD3: [
    { line: 0, start: 2, length: 3, kind: "alnum" },
    { line: 1, start: 10, length: 3, kind: "alnum" },
  ],
};

const replaceAt = (line: string, start: number, value: string) => line.slice(0, start) + value + line.slice(start + value.length);

const isDigit = (character: string) => character >= "0" && character <= "9";
const isLetter = (character: string) => character >= "A" && character <= "Z";

/**
 * Positions whose character looks like the other class and sits only among characters of that other class
 * (an "O" between digits, a "5" between letters): the confusions OCR makes. A digit among digits is never
 * swapped, so a genuinely wrong check digit cannot be "repaired" away.
 */
function suspiciousPositions(value: string): number[] {
  const positions: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const character = value.charAt(i);
    const neighbours = [value.charAt(i - 1), value.charAt(i + 1)].filter((neighbour) => neighbour !== "" && neighbour !== "<");
    if (neighbours.length === 0) continue;
    // "O" and "0" are the commonest confusion and issuers avoid "O" in numbers: one neighbouring digit suffices.
    const isDigitContext = character === "O" ? neighbours.some(isDigit) : neighbours.every(isDigit);
    if (isLetter(character) && TO_DIGIT.has(character) && isDigitContext) positions.push(i);
    if (isDigit(character) && TO_LETTER.has(character) && neighbours.every(isLetter)) positions.push(i);
  }
  return positions.slice(0, 6);
}

function lookAlikeVariants(value: string): string[] {
  const positions = suspiciousPositions(value);
  const variants: string[] = [];
  for (let mask = 0; mask < 1 << positions.length; mask++) {
    let variant = value;
    positions.forEach((position, bit) => {
      if ((mask & (1 << bit)) === 0) return;
      const character = variant.charAt(position);
      variant = replaceAt(variant, position, TO_DIGIT.get(character) ?? TO_LETTER.get(character) ?? character);
    });
    variants.push(variant);
  }
  return variants;
}

/**
 * Repairs OCR confusions: digits-only fields and check digits get letters mapped to digits, country codes get digits
 * mapped to letters, and the document number tries look-alike swaps until its check digit matches.
 */
export function repairMrz(lines: string[], layout: MrzLayout): string[] {
  const repaired = [...lines];
  const nameLine = layout === "TD1" ? 2 : 0;
  const names = repaired[nameLine] ?? "";
  const nameStart = layout === "TD1" ? 0 : 5;
  // Every name field separates surname and given names with "<<"; OCR sometimes reads it as "<K<" or "<X<".
  let nameField = names.slice(nameStart);
  if (!nameField.replace(/<+$/, "").includes("<<")) nameField = nameField.replace(/<[KX]</, "<<<");
  // Names never hold three fillers in a row: whatever follows such a run is filler misread as letters.
  const fillerStart = nameField.search(/<<</);
  if (fillerStart > 0) nameField = nameField.slice(0, fillerStart).padEnd(nameField.length, "<");
  repaired[nameLine] = names.slice(0, nameStart) + nameField;
  const toDigits = (text: string) => text.replace(/[A-Z]/g, (character) => TO_DIGIT.get(character) ?? character);
  for (const field of LETTER_FIELDS[layout]) {
    const line = repaired[field.line] ?? "";
    const value = line.slice(field.start, field.start + field.length).replace(/[0-9]/g, (digit) => TO_LETTER.get(digit) ?? digit);
    repaired[field.line] = replaceAt(line, field.start, value);
  }
  const composite = COMPOSITE_DIGIT[layout];
  const compositeLine = repaired[composite.line] ?? "";
  repaired[composite.line] = replaceAt(compositeLine, composite.at, toDigits(compositeLine.charAt(composite.at)));
  for (const { value: field, check } of CHECKED_FIELDS[layout]) {
    const checkLine = repaired[check.line] ?? "";
    const checkCharacter = checkLine.charAt(check.at);
    if (checkCharacter !== "<") repaired[check.line] = replaceAt(checkLine, check.at, toDigits(checkCharacter));
    const line = repaired[field.line] ?? "";
    const original = line.slice(field.start, field.start + field.length);
    const digit = (repaired[check.line] ?? "").charAt(check.at);
    const candidates = field.kind === "digits" ? [toDigits(original)] : lookAlikeVariants(original);
    const match = candidates.find((candidate) => mrzCheckDigit(candidate) === digit) ?? candidates[0] ?? original;
    repaired[field.line] = replaceAt(repaired[field.line] ?? "", field.start, match);
  }
  return repaired;
}
