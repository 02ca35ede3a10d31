import type { Dictionary } from "@/lib/i18n/back-office/en";

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
              <td className="font-mono">{field}</td>
              <td className="font-mono">{row.mrz}</td>
              <td className="font-mono">{row.printed ?? "—"}</td>
              <td>{row.agrees === null ? t.panels.notLegible : row.agrees ? "✓" : `✗ ${t.panels.differs}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
