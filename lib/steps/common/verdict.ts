import type { ProviderResult } from "@/lib/steps/check-providers";

/** A provider's verdict: a failure carries the 422 the engine records and counts as a retry, with its reason in a word. */
export function verdict(passed: boolean, result: Record<string, unknown>, failure: string, reason?: string): ProviderResult {
  return passed
    ? { status: true, result }
    : { status: false, result, error: { code: "BIOPMSSE422", message: failure, ...(reason ? { reason } : {}) } };
}
