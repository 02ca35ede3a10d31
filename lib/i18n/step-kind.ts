import type { Dictionary } from "./back-office/en";

/** A step type in the reader's words (its name in camel case: stepKinds.documentOcr), or as it is when the dictionary has none. */
export function stepKindName(type: string, t: Dictionary): string {
  const key = type.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
  return Object.hasOwn(t.stepKinds, key) ? (t.stepKinds[key] ?? type) : type;
}
