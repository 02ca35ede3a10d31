import { type Db, type Tx, withExclusiveTransaction } from "@/lib/db/client";
import { appendToChain, type ChainedEntry, type ChainHead } from "@/lib/db/staff-audit-sql";
import { signInFailures } from "@/lib/observability/metrics";
import { canonicalJson, entryHash, GENESIS_HASH } from "./chain";
import { sealDetails } from "./sealed-values";

/** The lock every appender to the chain holds for its transaction. */
export const STAFF_AUDIT_LOCK = "staff-audit-chain";

export type RequestInfo = { ip: string | null; userAgent: string | null };
/** For work no request carries (the operator tool, tests): the entry says so by its empty address and user agent. */
export const NO_REQUEST: RequestInfo = { ip: null, userAgent: null };

export type StaffAction = {
  actor: { id: string | null; email: string };
  action: string;
  target?: { type: string; id: string };
  /** Values wrapped in `personal()` are sealed: the hashed details hold a salted reference, the side table the value. */
  details?: Record<string, unknown>;
  /** Required: every staff entry names the client's address and user agent (NO_REQUEST only outside a request). */
  request: RequestInfo;
};

/**
 * Appends one entry to the staff audit chain. Appenders take turns (one exclusive transaction each), so every entry
 * links to the one before it and the chain never forks. On the driver when there is one (staff-audit-sql.ts).
 */
export async function recordStaffAction(db: Db, action: StaffAction, now = new Date()): Promise<{ seq: number; hash: string }> {
  const onDriver = await appendToChain(db, STAFF_AUDIT_LOCK, (head) => nextEntry(head, action, now));
  const recorded = onDriver
    ? { seq: onDriver.fields.seq, hash: onDriver.hash }
    : await withExclusiveTransaction(db, STAFF_AUDIT_LOCK, (tx) => appendStaffAction(tx, action, now));
  if (action.action === "sign-in-failed") signInFailures.inc();
  return recorded;
}

/** The entry that follows `head`, its hash, and the side rows of its sealed details. */
function nextEntry(head: ChainHead, action: StaffAction, now: Date): ChainedEntry {
  const { sealed, rows } = sealDetails(action.details ?? {});
  const fields = {
    seq: (head?.seq ?? 0) + 1,
    at: now,
    actorId: action.actor.id,
    actorEmail: action.actor.email,
    action: action.action,
    targetType: action.target?.type ?? null,
    targetId: action.target?.id ?? null,
    details: canonicalJson(sealed),
    ip: action.request.ip,
    userAgent: action.request.userAgent?.slice(0, 512) ?? null,
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  const processId = action.target?.type === "process" ? action.target.id : null;
  const personalValues = rows.map((row) => ({ ...row, entrySeq: fields.seq, processId, createdAt: now }));
  return { fields, hash: entryHash(fields), personalValues };
}

/** As `recordStaffAction`, inside a transaction that already holds `STAFF_AUDIT_LOCK` (the entry commits with its change). */
export async function appendStaffAction(tx: Tx, action: StaffAction, now = new Date()): Promise<{ seq: number; hash: string }> {
  const head = await tx.staffAuditEntry.findFirst({ orderBy: { seq: "desc" }, select: { seq: true, hash: true } });
  const { fields, hash, personalValues } = nextEntry(head, action, now);
  await tx.staffAuditEntry.create({ data: { ...fields, hash }, select: { seq: true } });
  if (personalValues.length) await tx.auditPersonalValue.createMany({ data: personalValues });
  return { seq: fields.seq, hash };
}
