"use client";

import type { ReactNode } from "react";

export const BRAND_BUTTON =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md bg-[var(--brand)] px-4 py-2 font-medium text-[var(--brand-ink)] hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:opacity-60";
export const PLAIN_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60";

export function SubmitButton({ isPending, label, pendingLabel }: { isPending: boolean; label: ReactNode; pendingLabel: string }) {
  return (
    <button type="submit" className={BRAND_BUTTON} disabled={isPending} aria-busy={isPending}>
      {isPending ? pendingLabel : label}
    </button>
  );
}

export const INPUT =
  "block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-[var(--brand)] focus:outline-none focus:ring-2 focus:ring-[var(--brand)]";
