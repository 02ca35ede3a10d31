import type { Dictionary } from "@/lib/i18n/back-office/en";

/**
 * A provider result with its caveat (`notice`, written in English into the record) in the reader's words, found by the
 * method or level it speaks of; a notice we do not know stays as it came.
 */
export function withNoticeInWords(result: Record<string, unknown>, t: Dictionary): Record<string, unknown> {
  if (typeof result.notice !== "string") return result;
  const notices: Record<string, string> = t.checks.notices;
  const about = [result.method, result.requestedLevel].find((v): v is string => typeof v === "string" && Object.hasOwn(notices, v));
  return about ? { ...result, notice: notices[about] } : result;
}

/** How a check was made, in words when we know the method. */
export function methodInWords(method: unknown, t: Dictionary): string {
  const methods: Record<string, string> = t.checks.methods;
  return typeof method === "string" && Object.hasOwn(methods, method) ? (methods[method] ?? method) : String(method);
}
