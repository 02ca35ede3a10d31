"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAnnounce } from "@/components/ui/action-notices";
import type { ActionResult } from "@/lib/actions/action-state";

type Props<I> = {
  action: (input: I) => Promise<ActionResult>;
  input: I;
  label: string;
  /** The button's accessible name and tooltip when the label alone does not say what it acts on. */
  title?: string;
  /** Asked first, when the action cannot be undone from here. */
  confirm?: string;
};

/**
 * A button that runs a server action on one row and refreshes the page; the server's refusal shows beside it, what it
 * did in the ActionNotices around it.
 */
export function RefreshingActionButton<I>({ action, input, label, title, confirm }: Props<I>) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const announce = useAnnounce();
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        aria-label={title}
        title={title}
        onClick={async () => {
          if (confirm && !window.confirm(confirm)) return;
          const result = await action(input);
          if (!result.ok) return setError(result.message);
          setError(null);
          if (result.message) announce?.(result.message);
          router.refresh();
        }}
      >
        {label}
      </button>
      {error && (
        <span role="alert" className="ml-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </>
  );
}
