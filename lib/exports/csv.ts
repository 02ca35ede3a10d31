/**
 * Control characters a cell never carries: C0 but tab, line feed and carriage return (text a cell may hold, quoted),
 * DEL and C1. A NUL or an escape in a reference would otherwise reach a spreadsheet or a terminal as it is.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): prefixed with a quote, so they are read as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell (RFC 4180). A number stays a number, a negative score included: only text can hold a formula; a
 * number's own text (`-0.5`, `1e-7`) is never one.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "bigint") return String(value);
  let text = cellText(value).replace(CONTROL, "");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
