"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/actions/action-state";

/** "Next case" (also the n key, which submits this form by its id): on success the server action opens the case. */
export function NextCaseForm({ action, label }: { action: (state: ActionState, form: FormData) => Promise<ActionState>; label: string }) {
  const [state, formAction, isPending] = useActionState(action, {});
  return (
    <form id="next-case" action={formAction} className="flex items-center gap-2">
      {/* The button is a flex box, which drops the space between the label and the key: the gap stands in for it. */}
      <button type="submit" className="btn-primary gap-1.5" disabled={isPending}>
        {label} <kbd className="font-mono">(n)</kbd>
      </button>
      <span aria-live="polite" className="text-sm">
        {state.ok === false && <span className="text-red-700 dark:text-red-300">{state.message}</span>}
      </span>
    </form>
  );
}
