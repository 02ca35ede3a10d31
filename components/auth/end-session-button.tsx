"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ActionResult } from "@/lib/server-actions/action-state";

type Props = { sessionId: string; endAction: (input: { sessionId: string }) => Promise<ActionResult>; label: string };

export function EndSessionButton({ sessionId, endAction, label }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={async () => {
          const result = await endAction({ sessionId });
          if (result.ok) router.refresh();
          else setError(result.message);
        }}
      >
        {label}
      </button>
      {error && <span className="ml-2 text-sm text-red-700">{error}</span>}
    </>
  );
}
