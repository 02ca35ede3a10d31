import { createHash } from "node:crypto";
import type { ChainedEntry } from "@/lib/db/staff-audit-sql";

export const GENESIS_HASH = "0".repeat(64);

/** The fields an entry's hash covers, as stored (staff-audit-sql.ts). */
export type ChainedFields = ChainedEntry["fields"];

/** JSON with object keys sorted at every level, so the same details always hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function entryHash(entry: ChainedFields): string {
  const fields = [
    entry.seq,
    entry.at.toISOString(),
    entry.actorId,
    entry.actorEmail,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.details,
    entry.ip,
    entry.userAgent,
    entry.prevHash,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}
