import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatDay } from "@/lib/i18n/format";

/** A value as read: a date (YYYY-MM-DD) in the reader's words, anything else as it is. */
const shown = (value: unknown, t: Dictionary) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(`${value}T00:00:00Z`, t.dates) : String(value);

type Comparison = { mrz: string; printed: string | null; agrees: boolean | null };

const isComparison = (value: unknown): value is Comparison =>
  typeof value === "object" && value !== null && "mrz" in value && "agrees" in value;

/** The MRZ's values beside the printed zone's; a value the two read differently is highlighted. */
export function PrintedZoneTable({ zone, t }: { zone: Record<string, unknown>; t: Dictionary }) {
  const rows = Object.entries(zone).filter((entry): entry is [string, Comparison] => isComparison(entry[1]));
  return (
    // A named region the keyboard can focus: wider than a phone, the table scrolls here, not the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it.
    <section aria-label={t.panels.printedZone} tabIndex={0} className="relative max-w-full overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="printed-zone">
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col">{t.panels.field}</th>
            <th scope="col">MRZ</th>
            <th scope="col">{t.panels.printedZone}</th>
            <th scope="col">{t.panels.agreement}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([field, row]) => (
            <tr
              key={field}
              data-testid={row.agrees === false ? "printed-zone-mismatch" : undefined}
              className={row.agrees === false ? "bg-red-100 font-semibold text-red-950 dark:bg-red-900/60 dark:text-red-50" : undefined}
            >
              <td data-field={field}>
                {Object.hasOwn(t.checks.fields, field) ? t.checks.fields[field as keyof typeof t.checks.fields] : field}
              </td>
              <td className="font-mono">{shown(row.mrz, t)}</td>
              <td className="font-mono">{row.printed ? shown(row.printed, t) : "—"}</td>
              <td>{row.agrees === null ? t.panels.notLegible : row.agrees ? "✓" : `✗ ${t.panels.differs}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
