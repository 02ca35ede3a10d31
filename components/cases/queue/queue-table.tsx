"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useState } from "react";
import { AppLink } from "@/components/shell/app-link";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { ActionState } from "@/lib/actions/action-state";
import type { QueueRow } from "@/lib/cases/queue/list-queue";
import type { Severity } from "@/lib/findings/finding";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { DateWords } from "@/lib/i18n/format";
import { fillText } from "@/lib/i18n/format";
import { RiskChip, TagChip } from "./chips";
import { DueLabel } from "./due-label";
import { useShortcuts } from "./use-shortcuts";

type BulkSummary = { succeeded: string[]; refused: { processId: string; reason: string }[] };
type BulkState = ActionState & { summary?: BulkSummary };
type Choice = { value: string; label: string };

/** A queue row as the page words it: the most severe finding in the reader's language. */
export type QueueRowView = Omit<QueueRow, "headlineFinding"> & { finding: { text: string; severity: Severity } | null };

type Props = {
  rows: QueueRowView[];
  now: number;
  q: Dictionary["queue"];
  dates: DateWords;
  canAct: boolean;
  bulkChoices: { label: string; choices: Choice[] }[];
  bulkAction: (state: BulkState, form: FormData) => Promise<BulkState>;
};

const COLUMNS = ["process", "applicant", "reference", "flow", "due", "assignee", "findings", "risk", "tags", "state"] as const;

const caseHref = (row: QueueRowView) => `/processes/${encodeURIComponent(row.processId)}?from=queue`;

const SEVERITY_TEXT = {
  critical: "text-red-800 dark:text-red-300",
  warning: "text-amber-900 dark:text-amber-200",
  notice: "text-slate-700 dark:text-slate-300",
} as const;

/** How the case ended and what it holds: a negative finish, the number of findings and the most severe one in words. */
function FindingsCell({ row, q }: { row: QueueRowView; q: Dictionary["queue"] }) {
  return (
    <div className="min-w-48 space-y-0.5" data-testid="queue-findings" data-count={row.findingCount}>
      {row.negativeFinish && <span className="chip bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100">{q.endedNegatively}</span>}
      {row.finding ? (
        <p className={SEVERITY_TEXT[row.finding.severity]} data-severity={row.finding.severity}>
          {row.finding.text}
          {row.findingCount > 1 && (
            <span className="ml-1 whitespace-nowrap">{fillText(q.moreFindings, { count: row.findingCount - 1 })}</span>
          )}
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{row.riskLevel ? q.noFindings : q.notAssessed}</p>
      )}
    </div>
  );
}

function BulkResult({ state, q }: { state: BulkState; q: Dictionary["queue"] }) {
  if (state.ok === false) return <p className="text-red-700 dark:text-red-300">{state.message}</p>;
  if (!state.summary) return null;
  const { succeeded, refused } = state.summary;
  return (
    <div data-testid="bulk-summary">
      <p className="font-medium">
        {q.bulk.succeeded}: {succeeded.length} · {q.bulk.refused}: {refused.length}
      </p>
      {refused.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {refused.map((r) => (
            <li key={r.processId}>
              <span className="font-mono">{r.processId.slice(0, 8)}</span>: {r.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The queue's rows: j/k move the highlight, Enter opens it, n takes the next case; selected rows take a bulk action. */
export function QueueTable({ rows, now, q, dates, canAct, bulkChoices, bulkAction }: Props) {
  const router = useRouter();
  const [active, setActive] = useState(-1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [state, formAction, isPending] = useActionState(bulkAction, {});
  // No action is chosen until the reviewer chooses one; after each run neither the action nor the rows stay chosen,
  // so a second Apply never repeats the first by accident.
  const [choice, setChoice] = useState("");
  useEffect(() => {
    if (!state.summary) return;
    setChoice("");
    setSelected(new Set());
  }, [state]);
  const keys = useMemo(
    () => ({
      j: () => setActive((i) => Math.min(rows.length - 1, i + 1)),
      k: () => setActive((i) => Math.max(0, i - 1)),
      ["Enter"]: (event: KeyboardEvent) => {
        const row = rows[active];
        // A focused link or button answers Enter itself.
        if (!row || (event.target instanceof HTMLElement && event.target.closest("a, button"))) return;
        router.push(caseHref(row));
      },
      n: () => (document.getElementById("next-case") as HTMLFormElement | null)?.requestSubmit(),
    }),
    [rows, active, router],
  );
  useShortcuts(keys);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isAllSelected = rows.length > 0 && rows.every((r) => selected.has(r.processId));
  return (
    <div className="space-y-3">
      {canAct && (
        <form
          action={formAction}
          aria-label={q.bulk.legend}
          className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        >
          <input type="hidden" name="processIds" value={[...selected].join(",")} />
          <p className="text-sm" aria-live="polite">
            {selected.size} {q.bulk.selected}
          </p>
          <label className="text-sm">
            <span className="block">{q.bulk.action}</span>
            <select name="choice" required className="input" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="" disabled>
                {q.bulk.chooseAction}
              </option>
              {bulkChoices.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="block">{q.bulk.comment}</span>
            <input name="comment" maxLength={2000} className="input" />
          </label>
          <button type="submit" className="btn-primary" disabled={isPending || selected.size === 0 || choice === ""}>
            {q.bulk.apply}
          </button>
          <div aria-live="polite" className="w-full text-sm">
            <BulkResult state={state} q={q} />
          </div>
        </form>
      )}
      <ScrollRegion label={q.title} className="rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm" data-testid="queue-table">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {canAct && (
                <th scope="col" className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={q.bulk.selectAll}
                    checked={isAllSelected}
                    onChange={() => setSelected(isAllSelected ? new Set() : new Set(rows.map((r) => r.processId)))}
                  />
                </th>
              )}
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {q.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr
                key={row.processId}
                data-testid="queue-row"
                data-process-id={row.processId}
                aria-current={i === active ? "true" : undefined}
                className={`border-t border-slate-200 dark:border-slate-800 ${i === active ? "bg-sky-50 outline-2 outline-sky-700 dark:bg-sky-950" : ""}`}
              >
                {canAct && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`${q.columns.select} ${row.processId}`}
                      checked={selected.has(row.processId)}
                      onChange={() => toggle(row.processId)}
                    />
                  </td>
                )}
                <td className="px-3 py-2 font-mono">
                  <AppLink href={caseHref(row)} className="underline">
                    {row.processId.slice(0, 8)}
                  </AppLink>
                </td>
                <td className="px-3 py-2" data-testid="queue-applicant">
                  {row.name ?? <span className="text-slate-600 dark:text-slate-400">{q.noName}</span>}
                </td>
                <td className="px-3 py-2">{row.reference ?? "–"}</td>
                <td className="px-3 py-2">{row.flowName}</td>
                <td className="px-3 py-2">
                  <DueLabel dueAt={row.dueAt} now={now} q={q} dates={dates} />
                </td>
                <td className="px-3 py-2">{row.assigneeEmail ?? q.unassigned}</td>
                <td className="px-3 py-2">
                  <FindingsCell row={row} q={q} />
                </td>
                <td className="px-3 py-2">
                  <RiskChip level={row.riskLevel} score={row.riskScore} q={q} />
                </td>
                <td className="px-3 py-2">
                  <span className="flex flex-wrap gap-1">
                    {row.tags.map((tag) => (
                      <TagChip key={tag.id} name={tag.name} colour={tag.colour} />
                    ))}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {q.decisionStates[row.decisionState as keyof Dictionary["queue"]["decisionStates"]] ?? row.decisionState}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
