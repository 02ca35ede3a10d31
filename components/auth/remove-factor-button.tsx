"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { OwnFactor } from "@/lib/auth/second-factor/remove-factor";
import type { ActionResult } from "@/lib/server-actions/action-state";

type Props = {
  factor: OwnFactor;
  removeAction: (factor: OwnFactor) => Promise<ActionResult>;
  texts: { remove: string; label: string; confirm: string };
};

/** "Remove" beside one of the caller's second factors, after a confirmation; the server's refusal shows beside it. */
export function RemoveFactorButton({ factor, removeAction, texts }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        aria-label={texts.label}
        title={texts.label}
        onClick={async () => {
          if (!window.confirm(texts.confirm)) return;
          const result = await removeAction(factor);
          if (result.ok) router.refresh();
          else setError(result.message);
        }}
      >
        {texts.remove}
      </button>
      {error && (
        <span role="alert" className="ml-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </>
  );
}
