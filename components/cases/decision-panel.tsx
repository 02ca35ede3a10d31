import { outcomeWord, reasonLabel } from "@/components/record/summary/decision-words";
import { ActionForm } from "@/components/ui/action-form";
import type { DeskData } from "@/lib/cases/load-desk";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";
import type { DeskActions } from "./desk-actions";

/** Every decision with its comment and what was acknowledged to approve it; the second reviewer's confirmation under four-eyes. */
export function DecisionPanel({ desk, actions, t }: { desk: DeskData; actions: DeskActions; t: Dictionary }) {
  const words = t.case.decision;
  const inForce = desk.decisions.find((d) => d.status !== "superseded");
  return (
    <section aria-labelledby="decision" className="space-y-3">
      <h2 id="decision" className="text-lg font-semibold">
        {words.history}
      </h2>
      {inForce?.status === "pending" && desk.canAct && inForce.decidedById !== desk.staffId && (
        <ActionForm action={actions.confirmDecision} submitLabel={words.confirmPending}>
          <input type="hidden" name="processId" value={desk.processId} />
          <input type="hidden" name="decisionId" value={inForce.id} />
        </ActionForm>
      )}
      {inForce?.status === "pending" && inForce.decidedById === desk.staffId && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{words.ownPending}</p>
      )}
      {desk.canAct && !desk.isFinished && <p className="text-sm text-slate-600 dark:text-slate-400">{words.notFinished}</p>}
      {desk.decisions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{words.none}</p>
      ) : (
        <ol className="space-y-2 text-sm" data-testid="decision-history">
          {desk.decisions.map((d) => (
            <li key={d.id} className="rounded border border-slate-200 p-2 dark:border-slate-800">
              <p>
                <time dateTime={d.createdAt.toISOString()}>{formatTimestamp(d.createdAt, t.dates)}</time> ·{" "}
                <strong>{outcomeWord(d.outcome, t)}</strong> · {reasonLabel(desk.reasons, d.outcome, d.reasonCode)} · {d.decidedByEmail} ·{" "}
                {words[d.status as "pending" | "final" | "superseded"] ?? d.status}
              </p>
              {d.comment && <p className="whitespace-pre-wrap">“{d.comment}”</p>}
              {d.acknowledged.length > 0 && (
                <p className="text-amber-900 dark:text-amber-200" data-testid="decision-acknowledged">
                  {words.acknowledged}: {d.acknowledged.join("; ")}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
