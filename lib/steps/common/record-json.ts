import type { z } from "zod";
import type { StepRecordView } from "@/lib/service/contract/record-view";

type Json = Record<string, unknown>;

export function asObject(value: unknown): Json {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

export function asNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function asText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The provider's result of a record, as stored: only a family's own reader parses it (with its schema). */
export function rawResultOf(record: Pick<StepRecordView, "provider">): Json {
  return asObject(asObject(record.provider).result);
}

// Each stored result is parsed once per schema however many readers ask (a case page parsed each about six times),
// keyed by the record's provider object, so a result lives as long as the record read from the database.
const parsedResults = new WeakMap<object, Map<z.ZodType, unknown>>();

/** A family's result parsed with its schema; null when the record carries none or one this version cannot read. */
export function parseResult<S extends z.ZodType>(schema: S, record: Pick<StepRecordView, "provider">): z.output<S> | null {
  const { provider } = record;
  const isKeyable = typeof provider === "object" && provider !== null;
  const byProvider = (isKeyable && parsedResults.get(provider)) || new Map<z.ZodType, unknown>();
  if (byProvider.has(schema)) return byProvider.get(schema) as z.output<S> | null;
  const parsed = schema.safeParse(rawResultOf(record));
  const result = parsed.success ? parsed.data : null;
  byProvider.set(schema, result);
  if (isKeyable) parsedResults.set(provider, byProvider);
  return result;
}

/** "BIOPMSSE422 document: mrz BAD": the service's own words of a failure, for a finding's details. */
export function errorDetails(record: Pick<StepRecordView, "error">): string[] {
  const { code, message } = record.error;
  const line = [code, message].filter((part) => typeof part === "string" && part !== "").join(" ");
  return line ? [line] : [];
}

export function hasError(record: Pick<StepRecordView, "error">): boolean {
  return typeof record.error.code === "string";
}

/** Why the engine or a provider failed an attempt, when it said so in a word (`error.reason`); older records do not. */
export function errorReason(record: Pick<StepRecordView, "error">): string | undefined {
  return asText(record.error.reason);
}
