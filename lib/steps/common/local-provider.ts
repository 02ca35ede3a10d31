import type { ActionType } from "@/lib/steps/action-types";
import type { StepProvider } from "@/lib/steps/check-providers";
import { type TypeTraits, typeNames } from "./type-table";

/** A built-in provider (`providerId: local`): this installation's own offline analysis for the types it names. */
export function localProvider(provider: string, actionTypes: readonly ActionType[], check: StepProvider["check"]): StepProvider {
  return { providerId: "local", provider, actionTypes, check };
}

/** The built-in provider of a family that declares one type, named after that type. */
export function localProviderOf<T extends ActionType>(table: Record<T, TypeTraits>, check: StepProvider["check"]): StepProvider {
  const [type, ...others] = typeNames(table);
  if (!type || others.length > 0) throw new Error("localProviderOf takes a family of one type");
  return localProvider(type, [type], check);
}

/** A step type with no built-in provider says what checks it instead, so none falls to the no-analysis default unnoticed. */
export type NoBuiltInCheck = { noBuiltInCheck: string };

export function noBuiltInCheck(checkedBy: string): NoBuiltInCheck {
  return { noBuiltInCheck: checkedBy };
}
