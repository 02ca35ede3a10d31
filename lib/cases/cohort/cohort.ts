import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { cohortCharts } from "./cohort-charts";

/** A process's scores against its account's recent processes, on this installation's database: what the case page shows. */
export const cohort = withDatabase({ cohortCharts });
