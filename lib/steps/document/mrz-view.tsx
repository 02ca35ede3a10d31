import type { Dictionary } from "@/lib/i18n/back-office/en";
import { analyseMrz } from "@/lib/review/mrz";

type Cell = { char: string; id: string };

/** A line as check digits (one cell each) and the plain runs between them (one text cell each, not a span a character). */
function cellsOf(line: string, l: number, checked: Set<string>): Cell[] {
  const cells: Cell[] = [];
  let run = "";
  for (const [c, char] of [...line].entries()) {
    const id = `${l}:${c}`;
    if (!checked.has(id)) {
      run += char;
      continue;
    }
    if (run) cells.push({ char: run, id: `${l}:${c - run.length}` });
    run = "";
    cells.push({ char, id });
  }
  if (run) cells.push({ char: run, id: `${l}:${line.length - run.length}` });
  return cells;
}

/** The MRZ in monospace with every check digit recomputed; a failing printed digit is highlighted. */
export function MrzView({ value, t }: { value: unknown; t: Dictionary }) {
  const analysis = analyseMrz(value);
  if (!analysis) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.panels.mrzUnreadable}</p>;
  const failing = new Set(analysis.checks.filter((c) => !c.isValid).map((c) => `${c.line}:${c.column}`));
  const checked = new Set(analysis.checks.map((c) => `${c.line}:${c.column}`));
  const rows = analysis.lines.map((line, l) => ({ id: `line-${l}`, cells: cellsOf(line, l, checked) }));
  return (
    <div className="space-y-2" data-testid="mrz">
      <pre className="overflow-x-auto rounded bg-slate-100 p-2 font-mono text-sm leading-6 dark:bg-slate-800">
        {rows.map((row) => (
          <div key={row.id}>
            {row.cells.map((cell) =>
              failing.has(cell.id) ? (
                <mark
                  key={cell.id}
                  data-testid="mrz-bad-digit"
                  className="rounded bg-red-600 px-px text-white"
                  title="check digit does not match"
                >
                  {cell.char}
                </mark>
              ) : checked.has(cell.id) ? (
                <span key={cell.id} className="underline decoration-emerald-600 decoration-2">
                  {cell.char}
                </span>
              ) : (
                cell.char
              ),
            )}
          </div>
        ))}
      </pre>
      <ul className="flex flex-wrap gap-2 text-xs">
        {analysis.checks.map((check) => (
          <li
            key={check.name}
            className={`chip ${check.isValid ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100" : "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100"}`}
          >
            {check.name}: {t.panels.printed} {check.printed}, {t.panels.computed} {check.computed} {check.isValid ? "✓" : "✗"}
          </li>
        ))}
      </ul>
    </div>
  );
}
