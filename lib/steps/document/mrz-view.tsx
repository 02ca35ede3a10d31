import type { Dictionary } from "@/lib/i18n/back-office/en";
import { analyseMrz, checksWith, type MrzAnalysis, type UncertainMark, uncertainMarks } from "./mrz-analysis";

type Cell = { char: string; id: string };

/** A line as marked characters (one cell each) and the plain runs between them (one text cell each, not a span a character). */
function cellsOf(line: string, l: number, marked: Set<string>): Cell[] {
  const cells: Cell[] = [];
  let run = "";
  for (const [c, char] of [...line].entries()) {
    const id = `${l}:${c}`;
    if (!marked.has(id)) {
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

/** One uncertain character: what was read, how clearly, and what each alternative would make of the check digits. */
function UncertainDetail({ mark, analysis, t }: { mark: UncertainMark; analysis: MrzAnalysis; t: Dictionary }) {
  return (
    <li data-testid="mrz-uncertain-detail">
      <span className="font-mono">
        {t.panels.mrzLine} {mark.line + 1}:{mark.column + 1}
      </span>{" "}
      ({mark.field}) {t.panels.mrzRead} <strong className="font-mono">{mark.read}</strong>, {t.panels.mrzMargin} {mark.margin.toFixed(2)}
      {mark.isRepaired && `, ${t.panels.mrzRepaired}`}
      {mark.alternatives.length > 0 && (
        <ul className="ml-4 list-disc">
          {mark.alternatives.map((alternative) => (
            <li key={alternative.character}>
              {t.panels.mrzAlternative} <strong className="font-mono">{alternative.character}</strong> ({alternative.score.toFixed(2)}):{" "}
              {checksWith(analysis, mark.line, mark.column, alternative.character)
                .map(
                  (check) =>
                    `${check.name} ${t.panels.printed} ${check.printed}, ${t.panels.computed} ${check.computed} ${check.isValid ? "✓" : "✗"}`,
                )
                .join("; ") || t.panels.mrzNoCheck}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The MRZ in monospace with every check digit recomputed; a failing printed digit is highlighted, and so is every
 * character the reader was not sure of, with its alternatives and what they would do to the check digits.
 */
export function MrzView({ value, uncertain, t }: { value: unknown; uncertain?: unknown; t: Dictionary }) {
  const analysis = analyseMrz(value);
  if (!analysis) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.panels.mrzUnreadable}</p>;
  const marks = uncertainMarks(uncertain).filter((mark) => mark.line < analysis.lines.length);
  const failing = new Set(analysis.checks.filter((c) => !c.isValid).map((c) => `${c.line}:${c.column}`));
  const checked = new Set(analysis.checks.map((c) => `${c.line}:${c.column}`));
  const unsure = new Map(marks.map((mark) => [`${mark.line}:${mark.column}`, mark]));
  const rows = analysis.lines.map((line, l) => ({ id: `line-${l}`, cells: cellsOf(line, l, new Set([...checked, ...unsure.keys()])) }));
  return (
    <div className="space-y-2" data-testid="mrz">
      {/* Wider than a phone, the lines scroll in a region the keyboard can focus (and scroll), not the page. */}
      <section
        aria-label={t.panels.mrz}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it.
        tabIndex={0}
        className="relative max-w-full overflow-x-auto rounded bg-slate-100 dark:bg-slate-800"
      >
        <pre className="w-max p-2 font-mono text-sm leading-6">
          {rows.map((row) => (
            <div key={row.id}>
              {row.cells.map((cell) => {
                const mark = unsure.get(cell.id);
                if (mark)
                  return (
                    <mark
                      key={cell.id}
                      data-testid="mrz-uncertain"
                      className="rounded bg-amber-300 px-px text-slate-950 underline decoration-dotted"
                      title={`${t.panels.mrzUncertain}: ${mark.alternatives.map((a) => a.character).join(", ")}`}
                    >
                      {cell.char}
                    </mark>
                  );
                if (failing.has(cell.id))
                  return (
                    <mark
                      key={cell.id}
                      data-testid="mrz-bad-digit"
                      className="rounded bg-red-600 px-px text-white"
                      title={t.checks.badDigit}
                    >
                      {cell.char}
                    </mark>
                  );
                return checked.has(cell.id) ? (
                  <span key={cell.id} className="underline decoration-emerald-600 decoration-2">
                    {cell.char}
                  </span>
                ) : (
                  cell.char
                );
              })}
            </div>
          ))}
        </pre>
      </section>
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
      {marks.length > 0 && (
        <div className="text-xs">
          <p className="font-semibold">{t.panels.mrzUncertain}</p>
          <ul className="space-y-1" data-testid="mrz-uncertain-list">
            {marks.map((mark) => (
              <UncertainDetail key={`${mark.line}:${mark.column}`} mark={mark} analysis={analysis} t={t} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
