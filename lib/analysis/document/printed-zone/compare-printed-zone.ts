import { normaliseText } from "../../text/normalise-text";
import { isFieldLabel } from "./field-labels";

export const PRINTED_FIELDS = ["doc_number", "surname", "name", "birth_date", "expiry_date"] as const;
export type PrintedField = (typeof PRINTED_FIELDS)[number];
/** One MRZ value beside what the printed zone says; `agrees` null when the printed zone did not show it legibly. */
export type PrintedComparison = { mrz: string; printed: string | null; agrees: boolean | null };
export type PrintedZone = Partial<Record<PrintedField, PrintedComparison>>;

// The printed zone is read by a general OCR: look-alikes count as the same character there.
const FOLD: Record<string, string> = { O: "0", Q: "0", D: "0", I: "1", L: "1", Z: "2", S: "5", G: "6", B: "8" };
const fold = (value: string) => value.replace(/[OQDILZSGB]/g, (c) => FOLD[c] ?? c);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Runs of 1 to `longest` consecutive words of the text, joined with and without spaces; `skips` leaves runs out. */
function phrases(words: string[], longest: number, skips: (run: string[]) => boolean = () => false): string[] {
  const found: string[] = [];
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= longest && i + n <= words.length; n++) {
      const run = words.slice(i, i + n);
      if (!skips(run)) found.push(run.join(" "), run.join(""));
    }
  return found;
}

/**
 * A value is found as written (agrees), as something a little off (disagrees), or not at all. Numbers must match to
 * the character (look-alikes folded); a name may be one letter off, as a general OCR reads a diacritic ("Müller" as
 * "Miller"), and differs only by a share of its letters: within 40 % of them (at least 2, at most 3 edits), so a short
 * name is not called different on a near word an unsure read gave. A field label is never taken for a name, neither
 * agreeing nor differing. Anything else is not legible.
 */
function compareText(value: string, words: string[], isCode: boolean): PrintedComparison {
  const wanted = isCode ? fold(value.replace(/\s/g, "")) : value;
  const candidates = phrases(words, Math.max(1, value.split(" ").length + 1), isCode ? undefined : isFieldLabel);
  const key = (phrase: string) => (isCode ? fold(phrase.replace(/\s/g, "")) : phrase);
  const tolerance = isCode || wanted.length < 5 ? 0 : 1;
  // A name the MRZ truncated is the start of the printed one.
  const isTruncation = (phrase: string) => !isCode && wanted.length >= 8 && phrase.startsWith(wanted);
  const same = candidates.find((phrase) => editDistance(key(phrase), wanted) <= tolerance || isTruncation(phrase));
  if (same) return { mrz: value, printed: same, agrees: true };
  if (wanted.length < 5) return { mrz: value, printed: null, agrees: null };
  const letters = wanted.replace(/\s/g, "").length;
  const limit = isCode ? 2 : Math.min(3, Math.max(2, Math.floor(0.4 * letters)));
  const near = candidates.find((phrase) => Math.abs(key(phrase).length - wanted.length) <= 1 && editDistance(key(phrase), wanted) <= limit);
  return near ? { mrz: value, printed: near, agrees: false } : { mrz: value, printed: null, agrees: null };
}

const MONTHS: Record<string, string> = {
  JAN: "01",
  FEB: "02",
  FEV: "02",
  MAR: "03",
  APR: "04",
  ABR: "04",
  MAY: "05",
  MAI: "05",
  JUN: "06",
  JUL: "07",
  AUG: "08",
  AGO: "08",
  SEP: "09",
  SET: "09",
  OCT: "10",
  OUT: "10",
  NOV: "11",
  DEC: "12",
  DEZ: "12",
};

const isPlausible = (iso: string) => /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(iso);

/** Every plausible date the text shows, as ISO: 2031-05-30, 30.05.2031, 30 05 2031, 30/05/2031, 30 MAY 2031. */
export function datesIn(text: string): string[] {
  const upper = text.toUpperCase();
  const dates: string[] = [];
  for (const [, y, m, d] of upper.matchAll(/\b(\d{4})[-./ ](\d{2})[-./ ](\d{2})\b/g)) dates.push(`${y}-${m}-${d}`);
  for (const [, d, m, y] of upper.matchAll(/\b(\d{2})[-./ ](\d{2})[-./ ](\d{4})\b/g)) dates.push(`${y}-${m}-${d}`);
  for (const [, d, month, y] of upper.matchAll(/\b(\d{2}) ([A-Z]{3})[A-Z]*\.? (\d{4})\b/g)) {
    const m = MONTHS[month ?? ""];
    if (m) dates.push(`${y}-${m}-${d}`);
  }
  return dates.filter(isPlausible);
}

function compareDate(value: string, dates: string[]): PrintedComparison {
  if (dates.includes(value)) return { mrz: value, printed: value, agrees: true };
  const digits = value.replace(/-/g, "");
  const near = dates.find((date) => editDistance(date.replace(/-/g, ""), digits) === 1);
  return near ? { mrz: value, printed: near, agrees: false } : { mrz: value, printed: null, agrees: null };
}

export type MrzValues = { doc_number: string; surname: string; name: string; birth_date: string | null; expiry_date: string | null };

/** Compares the MRZ's number, names and dates with the text OCR found on the printed (visual) zone. */
export function comparePrintedZone(ocrText: string, mrz: MrzValues): PrintedZone {
  // The MRZ itself may share the side: its lines are not the printed zone.
  const text = ocrText
    .split("\n")
    .filter((line) => (line.match(/</g)?.length ?? 0) < 2)
    .join("\n");
  const words = normaliseText(text).split(" ").filter(Boolean);
  const dates = datesIn(text);
  const zone: PrintedZone = {
    doc_number: compareText(mrz.doc_number, words, true),
    surname: compareText(normaliseText(mrz.surname), words, false),
    name: compareText(normaliseText(mrz.name), words, false),
  };
  if (mrz.birth_date) zone.birth_date = compareDate(mrz.birth_date, dates);
  if (mrz.expiry_date) zone.expiry_date = compareDate(mrz.expiry_date, dates);
  return zone;
}

/**
 * A difference stands only where the confidently read words show it too: a general OCR misreads a letter or two of a
 * genuine document often, and that is no evidence of another value. Otherwise the value counts as not legible.
 */
export function confirmDifferences(zone: PrintedZone, confidentZone: PrintedZone): PrintedZone {
  const confirmed: PrintedZone = {};
  for (const field of PRINTED_FIELDS) {
    const comparison = zone[field];
    if (!comparison) continue;
    const confident = confidentZone[field];
    const stands = comparison.agrees !== false || (confident?.agrees === false && confident.printed === comparison.printed);
    confirmed[field] = stands ? comparison : { mrz: comparison.mrz, printed: null, agrees: null };
  }
  return confirmed;
}

/** GOOD when every value was found and agrees, BAD when one differs, UNCERTAIN when some were not legible. */
export function printedZoneVerdict(zone: PrintedZone): "GOOD" | "BAD" | "UNCERTAIN" {
  const outcomes = Object.values(zone).map((comparison) => comparison.agrees);
  if (outcomes.includes(false)) return "BAD";
  return outcomes.every((agrees) => agrees === true) ? "GOOD" : "UNCERTAIN";
}
