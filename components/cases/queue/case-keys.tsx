"use client";

import { useMemo } from "react";
import { useShortcuts } from "./use-shortcuts";

const OUTCOMES = { a: "approved", r: "rejected", s: "resubmission-requested" } as const;

/** On a case: a/r/s choose the outcome in the decision bar, its first reason, and put the focus there; n takes the next case. */
export function CaseKeys() {
  const keys = useMemo(() => {
    const openDecision = (outcome: string) => (event: KeyboardEvent) => {
      const radio = document.querySelector<HTMLInputElement>(`[data-testid=decision-bar] input[name=outcome][value="${outcome}"]`);
      if (!radio) return;
      event.preventDefault();
      radio.click();
      // The bar lists the outcome's reasons once React has rendered the click.
      requestAnimationFrame(() => {
        const select = document.getElementById("decision-reason") as HTMLSelectElement | null;
        // The options are the chosen outcome's reasons: the first with a value (the placeholder has none).
        const first = select && [...select.options].find((o) => o.value !== "");
        if (!select || !first) return;
        select.value = first.value;
        select.scrollIntoView({ block: "center" });
        select.focus();
      });
    };
    return {
      ...Object.fromEntries(Object.entries(OUTCOMES).map(([key, outcome]) => [key, openDecision(outcome)])),
      n: () => (document.getElementById("next-case") as HTMLFormElement | null)?.requestSubmit(),
    };
  }, []);
  useShortcuts(keys);
  return null;
}
