import { z } from "zod";
import { mrzCheckDigit } from "@/lib/analysis/document/mrz-check-digit";
import { CHECK_RULES, type CheckName } from "@/lib/analysis/document/mrz-reader/mrz-structure";

/** One check digit of a machine-readable zone, recomputed from the characters it protects. */
export type MrzCheck = {
  name: "document-number" | "birth-date" | "expiry-date" | "personal-number" | "composite";
  /** Where the printed check digit sits. */
  line: number;
  column: number;
  printed: string;
  computed: string;
  isValid: boolean;
};

export type MrzAnalysis = { format: "TD1" | "TD2" | "TD3"; lines: string[]; checks: MrzCheck[] };

type Rule = { name: MrzCheck["name"]; over: [number, number, number][]; digit: [number, number] };

const KEBAB: Record<CheckName, MrzCheck["name"]> = {
  documentNumber: "document-number",
  birthDate: "birth-date",
  expiryDate: "expiry-date",
  personalNumber: "personal-number",
  composite: "composite",
};

// The reader's own table of ICAO 9303 check digits, named as the panel shows them.
const RULES = Object.fromEntries(
  Object.entries(CHECK_RULES).map(([format, rules]) => [
    format,
    rules.map((rule): Rule => ({ name: KEBAB[rule.name], over: rule.spans, digit: rule.digit })),
  ]),
) as Record<MrzAnalysis["format"], Rule[]>;

/** The zone's lines from a provider field: one string with line breaks, or an array of lines. */
export function mrzLines(value: unknown): string[] {
  const raw = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? value.split(/\r?\n/)
      : [];
  return raw.map((line) => line.trim().toUpperCase().replace(/\s+/g, "")).filter((line) => line.length > 0);
}

function formatOf(lines: string[]): MrzAnalysis["format"] | null {
  if (lines.length === 3 && lines.every((l) => l.length === 30)) return "TD1";
  if (lines.length === 2 && lines.every((l) => l.length === 36)) return "TD2";
  if (lines.length === 2 && lines.every((l) => l.length === 44)) return "TD3";
  return null;
}

/** Recomputes every check digit of a TD1, TD2 or TD3 zone; null when the text is not one of those shapes. */
export function analyseMrz(value: unknown): MrzAnalysis | null {
  const lines = mrzLines(value);
  const format = formatOf(lines);
  if (!format) return null;
  const checks = RULES[format].map((rule): MrzCheck => {
    const text = rule.over.map(([line, start, end]) => (lines[line] as string).slice(start, end)).join("");
    const [line, column] = rule.digit;
    const printed = (lines[line] as string)[column] as string;
    const computed = mrzCheckDigit(text) ?? "?";
    return { name: rule.name, line, column, printed, computed, isValid: printed === computed };
  });
  return { format, lines, checks };
}

const ZUncertainMark = z.object({
  line: z.number().int().min(0),
  column: z.number().int().min(0),
  field: z.string(),
  read: z.string().length(1),
  margin: z.number(),
  isRepaired: z.boolean(),
  alternatives: z.array(z.object({ character: z.string().length(1), score: z.number() })),
});
/** A character of the zone the reader was not sure of, as the document step records it. */
export type UncertainMark = z.infer<typeof ZUncertainMark>;

/** The step result's `uncertainCharacters`; anything malformed is left out. */
export function uncertainMarks(value: unknown): UncertainMark[] {
  const parsed = z.array(z.unknown()).safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.flatMap((entry) => {
    const mark = ZUncertainMark.safeParse(entry);
    return mark.success ? [mark.data] : [];
  });
}

/** Each check digit that covers (or is) the cell, recomputed with another character in that cell. */
export function checksWith(analysis: MrzAnalysis, line: number, column: number, character: string): MrzCheck[] {
  const lines = analysis.lines.map((text, l) => (l === line ? text.slice(0, column) + character + text.slice(column + 1) : text));
  const covering = new Set(
    RULES[analysis.format]
      .filter(
        (rule) =>
          rule.over.some(([l, start, end]) => l === line && column >= start && column < end) ||
          (rule.digit[0] === line && rule.digit[1] === column),
      )
      .map((rule) => rule.name),
  );
  return (analyseMrz(lines)?.checks ?? []).filter((check) => covering.has(check.name));
}
