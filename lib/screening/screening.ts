import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { openScreeningAlerts, processScreeningAlerts, resolveScreeningAlert } from "./screening-alerts";

/** Ongoing screening on this installation's database: the alerts a process page shows and a reviewer resolves. */
export const screening = withDatabase({ processScreeningAlerts, openScreeningAlerts, resolveScreeningAlert });
