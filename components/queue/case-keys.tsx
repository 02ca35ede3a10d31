"use client";

import { useMemo } from "react";
import { useShortcuts } from "./use-shortcuts";

const OUTCOMES = { a: "approved", r: "rejected", s: "resubmission-requested" } as const;

/** On a case: a/r/s choose the outcome's first reason in the decision form and put the focus there; n takes the next case. */
export function CaseKeys() {
  const keys = useMemo(() => {
    const openDecision = (outcome: string) => (event: KeyboardEvent) => {
      const select = document.getElementById("decision-reason") as HTMLSelectElement | null;
      const option = select && [...select.options].find((o) => o.value.startsWith(`${outcome}:`));
      if (!select || !option) return;
      event.preventDefault();
      select.value = option.value;
      select.scrollIntoView({ block: "center" });
      select.focus();
    };
    return {
      ...Object.fromEntries(Object.entries(OUTCOMES).map(([key, outcome]) => [key, openDecision(outcome)])),
      n: () => (document.getElementById("next-case") as HTMLFormElement | null)?.requestSubmit(),
    };
  }, []);
  useShortcuts(keys);
  return null;
}
