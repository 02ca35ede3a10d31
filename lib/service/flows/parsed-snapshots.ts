import { LruCache } from "@/lib/db/lru-cache";
import type { FlowSnapshot } from "../contract/flow-schema";

/** Distinct snapshot texts kept parsed: a few per flow version in use. */
const SNAPSHOTS_KEPT = 256;
const parsed = new LruCache<string, FlowSnapshot>(SNAPSHOTS_KEPT);

/**
 * A process's flow snapshot from its stored JSON text, parsed once per distinct text: every request of a process
 * reads the same snapshot (parsing it was 5 % of GET current step's CPU). Keyed by the whole text, so equal texts
 * share one value and nothing else can; frozen, so no reader can change what the next one gets.
 */
export function parsedFlowSnapshot(text: string): FlowSnapshot {
  let snapshot = parsed.get(text);
  if (!snapshot) {
    snapshot = deepFreeze(JSON.parse(text) as FlowSnapshot);
    parsed.set(text, snapshot);
  }
  return snapshot;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
