import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { exportAuditBundle, exportProcesses } from "./staff-downloads";

/** The staff downloads on this installation's database: the list's export and a process's audit bundle. */
export const staffDownloads = withDatabase({ exportProcesses, exportAuditBundle });
