import type { Dictionary } from "@/lib/i18n/back-office/en";
import { asObject } from "../common/review/panel-props";
import { verdictOf, verdictWord } from "./validation-chips";

function cell(value: unknown, t: Dictionary): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    const status = v.status ?? v.verdict;
    const parts = [
      status === undefined ? undefined : verdictWord(verdictOf(status), t),
      v.value ?? v.score ?? v.measured,
      v.threshold !== undefined ? `≥ ${String(v.threshold)}` : undefined,
    ]
      .filter((p) => p !== undefined)
      .map(String);
    return parts.length ? parts.join(" · ") : JSON.stringify(value);
  }
  return typeof value === "string" ? verdictWord(verdictOf(value), t) : String(value);
}

/** A name in the reader's words when the dictionary has one, else as the provider wrote it. */
function named(names: Record<string, string>, key: string): string {
  return Object.hasOwn(names, key) ? (names[key] ?? key) : key;
}

/** Image quality per side: each check's verdict and, when the provider measured it, its number. */
export function ImageQaTable({ imageQA, t }: { imageQA: Record<string, unknown>; t: Dictionary }) {
  const sides = Object.entries(imageQA).filter(([, v]) => typeof v === "object" && v !== null);
  const checks = [...new Set(sides.flatMap(([, v]) => Object.keys(asObject(v))))];
  if (sides.length === 0) return null;
  return (
    // A named region the keyboard can focus: wider than a phone, it scrolls here, and the arrow keys scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it.
    <section aria-label={t.panels.imageQA} tabIndex={0} className="relative max-w-full overflow-x-auto">
      <table className="text-left text-sm" data-testid="image-qa">
        <thead>
          <tr>
            <th scope="col" className="pr-4 font-medium">
              {t.panels.side}
            </th>
            {checks.map((check) => (
              <th key={check} scope="col" className="pr-4 text-xs font-medium" data-check={check}>
                {named(t.checks.quality, check)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sides.map(([side, values]) => (
            <tr key={side} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="pr-4 font-medium">
                {named(t.checks.sides, side)}
              </th>
              {checks.map((check) => (
                <td key={check} className="pr-4 text-xs">
                  {cell(asObject(values)[check], t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
