"use client";

import { type ReactNode, useActionState } from "react";
import type { ActionState } from "@/lib/actions/action-state";
import { actionFormEn } from "@/lib/i18n/back-office/action-form/en";
import { actionFormPt } from "@/lib/i18n/back-office/action-form/pt";

type Props = {
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  submitLabel: string;
  children?: ReactNode;
  className?: string;
  variant?: "primary" | "secondary";
};

// Read only while pending or after an answer, both in the browser: the root layout's <html lang> is the page's language.
const pageWords = () => (document.documentElement.lang === "pt" ? actionFormPt : actionFormEn);

/** A server-action form that says what happened; a secret it returns is shown once, here, never stored. */
export function ActionForm({ action, submitLabel, children, className, variant = "primary" }: Props) {
  const [state, formAction, isPending] = useActionState(action, {});
  return (
    <form action={formAction} className={className ?? "flex flex-wrap items-end gap-3"}>
      {children}
      <button type="submit" disabled={isPending} className={variant === "primary" ? "btn-primary" : "btn-secondary"}>
        {isPending ? pageWords().working : submitLabel}
      </button>
      <div aria-live="polite" className="w-full text-sm">
        {state.ok === false && <p className="text-red-700 dark:text-red-300">{state.message}</p>}
        {state.ok && state.message && <p className="text-green-800 dark:text-green-300">{state.message}</p>}
        {state.ok && state.secret && (
          <p className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-2 dark:border-amber-700 dark:bg-amber-950">
            {state.secret.label} {pageWords().shownOnce} <code className="font-mono break-all">{state.secret.value}</code>
          </p>
        )}
      </div>
    </form>
  );
}
