import type { DeskData } from "@/lib/cases/load-desk";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";
import { outcomeWord, reasonLabel } from "./decision-words";

/** The decision in force, in the page's header: outcome, reason, comment, reviewer and time (pending under four-eyes). */
export function DecisionInForce({ desk, t }: { desk: DeskData; t: Dictionary }) {
  const inForce = desk.decisions.find((d) => d.status !== "superseded");
  const words = t.case.decision;
  if (!inForce)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="decision-in-force">
        <span className="font-medium">{words.inForce}:</span> {words.none}
      </p>
    );
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800/60"
      data-testid="decision-in-force"
    >
      <p>
        <span className="font-medium">{words.inForce}:</span>{" "}
        <strong data-testid="decision-outcome">{outcomeWord(inForce.outcome, t)}</strong> ·{" "}
        <span data-testid="decision-reason">{reasonLabel(desk.reasons, inForce.outcome, inForce.reasonCode)}</span> · {words.by}{" "}
        <span data-testid="decision-reviewer">{inForce.decidedByEmail}</span> {words.at}{" "}
        <time dateTime={inForce.createdAt.toISOString()} data-testid="decision-time">
          {formatTimestamp(inForce.createdAt, t.dates)}
        </time>{" "}
        ({inForce.status === "pending" ? words.pending : words.final}
        {inForce.confirmedByEmail ? `, ${words.confirmed} ${inForce.confirmedByEmail}` : ""})
      </p>
      {inForce.comment && (
        <p className="mt-1 whitespace-pre-wrap" data-testid="decision-comment">
          “{inForce.comment}”
        </p>
      )}
    </div>
  );
}
