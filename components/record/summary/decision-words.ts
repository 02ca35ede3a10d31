import type { DecisionReasons } from "@/lib/cases/decisions/decision-reasons";
import type { Dictionary } from "@/lib/i18n/back-office/en";

export function outcomeWord(outcome: string, t: Dictionary): string {
  const decided = t.case.decision.decided;
  return Object.hasOwn(decided, outcome) ? decided[outcome as keyof typeof decided] : outcome;
}

export function reasonLabel(reasons: DecisionReasons, outcome: string, code: string): string {
  return reasons[outcome as keyof DecisionReasons]?.find((r) => r.code === code)?.label ?? code;
}
