"use client";

import { type FormEvent, startTransition, useActionState, useEffect, useRef, useState } from "react";
import type { ActionState } from "@/lib/actions/action-state";
import type { Outcome } from "@/lib/cases/decisions/decision-reasons";

export type DecisionBarLabels = {
  title: string;
  outcome: string;
  outcomes: Record<Outcome, string>;
  reason: string;
  chooseOutcome: string;
  comment: string;
  submit: string;
  confirmTitle: string;
  confirm: string;
  cancel: string;
  acknowledge: string;
  acknowledgeEach: string;
  closeSheet: string;
};

type Props = {
  processId: string;
  reasons: Record<Outcome, { code: string; label: string }[]>;
  /** What approving asks to acknowledge, each in the reader's words. */
  concerns: { id: string; text: string }[];
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  /** Offer "then take the next case" (ticked when the reviewer came from the queue). */
  thenNext?: { label: string; isDefault: boolean };
  labels: DecisionBarLabels;
};

const fill = (template: string, outcome: string) => template.replace("{outcome}", outcome.toLowerCase());

/**
 * The decision controls, kept at the bottom of the window and in the page's flow (the case's last lines scroll above
 * it): one line at rest, taller only while approving asks for acknowledgements; on a phone, one button that opens them
 * as a sheet. No outcome is chosen until the reviewer chooses one, the reasons are that outcome's, approving over a
 * concern needs a tick for each, and a dialog names the outcome before anything is sent.
 *
 * The form is sent by hand, not through `<form action>`: React resets a form after its action, which left a refused
 * decision half cleared. Now a refusal keeps the outcome, reason, comment and the ticks of the concerns still listed,
 * and shows why; only a recorded decision clears the bar.
 */
export function DecisionBar({ processId, reasons, concerns, action, thenNext, labels }: Props) {
  const [state, formAction, isPending] = useActionState(action, {});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.ok) {
      form.current?.reset();
      setOutcome(null);
      setTicked([]);
      setSheetOpen(false);
    }
  }, [state]);
  const asks = outcome === "approved" ? concerns : [];
  const stillTicked = ticked.filter((id) => concerns.some((concern) => concern.id === id));
  const outcomeName = outcome ? labels.outcomes[outcome] : "";
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialog.current?.close();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  const closeSheet = () => {
    setSheetOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <section
      aria-label={labels.title}
      data-testid="decision-bar"
      data-sheet={isSheetOpen ? "open" : "closed"}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isSheetOpen && !dialog.current?.open) closeSheet();
      }}
      className={`sticky bottom-0 z-20 -mx-4 border-t border-slate-300 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95 ${isSheetOpen ? "max-sm:fixed max-sm:inset-x-0 max-sm:mx-0 max-sm:max-h-[85dvh] max-sm:overflow-y-auto max-sm:rounded-t-xl max-sm:pb-4" : ""}`}
    >
      <button
        ref={opener}
        type="button"
        className={`btn-primary w-full sm:hidden ${isSheetOpen ? "hidden" : ""}`}
        aria-expanded={isSheetOpen}
        aria-controls="decision-form"
        onClick={() => setSheetOpen(true)}
      >
        {labels.submit}
      </button>
      <div className={`mb-2 items-center justify-between sm:hidden ${isSheetOpen ? "flex" : "hidden"}`}>
        <h2 className="font-semibold">{labels.title}</h2>
        <button type="button" className="btn-secondary" onClick={closeSheet}>
          {labels.closeSheet}
        </button>
      </div>
      <form
        id="decision-form"
        ref={form}
        onSubmit={send}
        className={`${isSheetOpen ? "flex" : "max-sm:hidden sm:flex"} flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4 sm:gap-y-2`}
      >
        <input type="hidden" name="processId" value={processId} />
        <input type="hidden" name="acknowledged" value={stillTicked.join(",")} />
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <legend className="sr-only">{labels.outcome}</legend>
          {(Object.keys(reasons) as Outcome[]).map((key) => (
            <label key={key} className="inline-flex items-center gap-1 whitespace-nowrap">
              <input
                type="radio"
                name="outcome"
                value={key}
                required
                checked={outcome === key}
                onChange={() => {
                  setOutcome(key);
                  setSheetOpen(true);
                }}
              />
              {labels.outcomes[key]}
            </label>
          ))}
        </fieldset>
        <label className="text-sm">
          <span className="sr-only">{labels.reason}</span>
          <select
            id="decision-reason"
            name="reasonCode"
            required
            disabled={!outcome}
            className="input w-full sm:w-56"
            defaultValue=""
            key={outcome ?? "none"}
          >
            <option value="" disabled>
              {outcome ? labels.reason : labels.chooseOutcome}
            </option>
            {(outcome ? reasons[outcome] : []).map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm sm:min-w-40 sm:flex-1">
          <span className="sr-only">{labels.comment}</span>
          <input name="comment" maxLength={2000} placeholder={labels.comment} className="input" />
        </label>
        {thenNext && (
          <label className="inline-flex items-center gap-2 whitespace-nowrap text-sm">
            <input type="checkbox" name="thenNext" defaultChecked={thenNext.isDefault} />
            {thenNext.label}
          </label>
        )}
        {asks.length > 0 && (
          <fieldset
            className="max-h-[40vh] w-full overflow-y-auto rounded-md border border-amber-400 bg-amber-50 p-2 text-sm dark:border-amber-700 dark:bg-amber-950/50"
            data-testid="acknowledgements"
          >
            <legend className="px-1 font-medium">{labels.acknowledge}</legend>
            <p className="text-xs text-slate-700 dark:text-slate-300">{labels.acknowledgeEach}</p>
            {asks.map((concern) => (
              <label key={concern.id} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  required
                  checked={stillTicked.includes(concern.id)}
                  onChange={(event) =>
                    setTicked((now) => (event.target.checked ? [...now, concern.id] : now.filter((id) => id !== concern.id)))
                  }
                />
                <span>{concern.text}</span>
              </label>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          className="btn-primary"
          disabled={isPending}
          onClick={() => {
            if (form.current?.reportValidity()) dialog.current?.showModal();
          }}
        >
          {labels.submit}
        </button>
        <dialog
          ref={dialog}
          aria-labelledby="decision-confirm-title"
          className="m-auto rounded-lg border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          data-testid="decision-confirm"
        >
          <h2 id="decision-confirm-title" className="mb-4 text-lg font-semibold">
            {labels.confirmTitle.replace("{outcome}", outcomeName)}
          </h2>
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              {labels.cancel}
            </button>
            <button type="submit" className="btn-primary">
              {fill(labels.confirm, outcomeName)}
            </button>
          </div>
        </dialog>
      </form>
      <div aria-live="polite" className="mt-2 text-sm empty:hidden" data-testid="decision-message">
        {state.ok === false && <p className="text-red-700 dark:text-red-300">{state.message}</p>}
        {state.ok && state.message && <p className="text-green-800 dark:text-green-300">{state.message}</p>}
      </div>
    </section>
  );
}
