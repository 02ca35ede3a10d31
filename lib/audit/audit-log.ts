import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { listAuditActions } from "./audit-actions";
import { listAuditEntries } from "./list-audit-entries";
import { recordStaffAction } from "./record-staff-action";
import { verifyAuditChain } from "./verify-audit-chain";

/** The staff audit log on this installation's database: what the audit page reads and the routes write. */
export const auditLog = withDatabase({ listAuditEntries, listAuditActions, verifyAuditChain, recordStaffAction });
