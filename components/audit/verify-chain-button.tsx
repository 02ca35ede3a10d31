"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/actions/action-state";

export function VerifyChainButton({ action, label }: { action: (state: ActionState) => Promise<ActionState>; label: string }) {
  const [state, formAction, isPending] = useActionState(action, {});
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-secondary" disabled={isPending}>
        {isPending ? "…" : label}
      </button>
      <p aria-live="polite" className={`text-sm ${state.ok === false ? "text-red-700 dark:text-red-300" : ""}`}>
        {state.message}
      </p>
    </form>
  );
}
