import { ActionForm } from "@/components/ui/action-form";
import type { DeskData } from "@/lib/desk/load-desk";
import type { DeskActions } from "./desk-actions";

const OUTCOME_LABELS = { approved: "Approve", rejected: "Reject", "resubmission-requested": "Request resubmission" } as const;
const STATUS_LABELS = { final: "final", pending: "waiting for a second reviewer", superseded: "superseded" } as const;

/** `thenNext`: offer "then take the next case" (ticked when the reviewer came from the queue). */
export function DecisionPanel({
  desk,
  actions,
  thenNext,
}: {
  desk: DeskData;
  actions: DeskActions;
  thenNext?: { label: string; isDefault: boolean };
}) {
  const inForce = desk.decisions.find((d) => d.status !== "superseded");
  const reasonLabel = (outcome: string, code: string) =>
    desk.reasons[outcome as keyof typeof OUTCOME_LABELS]?.find((r) => r.code === code)?.label ?? code;
  return (
    <section aria-labelledby="decision" className="space-y-3">
      <h2 id="decision" className="text-lg font-semibold">
        Decision
      </h2>
      <p data-testid="decision-in-force" className="text-sm">
        {inForce
          ? `${OUTCOME_LABELS[inForce.outcome as keyof typeof OUTCOME_LABELS] ?? inForce.outcome}: ${reasonLabel(inForce.outcome, inForce.reasonCode)} (${STATUS_LABELS[inForce.status as keyof typeof STATUS_LABELS] ?? inForce.status}, by ${inForce.decidedByEmail})`
          : "Not decided yet."}
      </p>
      {inForce?.status === "pending" && desk.canAct && inForce.decidedById !== desk.staffId && (
        <ActionForm action={actions.confirmDecision} submitLabel="Confirm this decision">
          <input type="hidden" name="processId" value={desk.processId} />
          <input type="hidden" name="decisionId" value={inForce.id} />
        </ActionForm>
      )}
      {inForce?.status === "pending" && inForce.decidedById === desk.staffId && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Four-eyes: another reviewer must confirm your decision.</p>
      )}
      {desk.canAct &&
        (desk.isFinished ? (
          <ActionForm
            action={actions.decide}
            submitLabel={inForce ? "Record a new decision" : "Decide"}
            className="grid gap-2 sm:grid-cols-2"
          >
            <input type="hidden" name="processId" value={desk.processId} />
            <label className="text-sm">
              <span className="block">Decision and reason</span>
              <select id="decision-reason" name="reason" required className="input">
                {Object.entries(desk.reasons).map(([outcome, reasons]) => (
                  <optgroup key={outcome} label={OUTCOME_LABELS[outcome as keyof typeof OUTCOME_LABELS]}>
                    {reasons.map((r) => (
                      <option key={r.code} value={`${outcome}:${r.code}`}>
                        {OUTCOME_LABELS[outcome as keyof typeof OUTCOME_LABELS]}: {r.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            {thenNext && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="thenNext" defaultChecked={thenNext.isDefault} />
                {thenNext.label}
              </label>
            )}
            <label className="text-sm">
              <span className="block">Comment</span>
              <input name="comment" maxLength={2000} className="input" />
            </label>
          </ActionForm>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">A process can be decided once it is finished.</p>
        ))}
      {desk.decisions.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer">Decision history ({desk.decisions.length})</summary>
          <ol className="mt-1 space-y-1">
            {desk.decisions.map((d) => (
              <li key={d.id}>
                {d.createdAt.toISOString().slice(0, 16).replace("T", " ")} · {OUTCOME_LABELS[d.outcome as keyof typeof OUTCOME_LABELS]} ·{" "}
                {reasonLabel(d.outcome, d.reasonCode)} · {d.decidedByEmail} · {STATUS_LABELS[d.status as keyof typeof STATUS_LABELS]}
                {d.comment && ` · “${d.comment}”`}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
