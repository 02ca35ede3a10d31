import { sharedAnalysisQueueLength } from "@/lib/analysis/runtime/analysis-pool";
import type { Db } from "@/lib/db/client";
import { registerScrapedGauges } from "@/lib/observability/metrics";

/** The production server's scraped gauges: its analysis queue, and the Job table's rows by kind (shared by all servers). */
export function registerServerGauges(db: Db): void {
  registerScrapedGauges({
    analysisQueueLength: sharedAnalysisQueueLength,
    async jobBacklog() {
      const rows = await db.job.groupBy({ by: ["kind"], _count: { _all: true } });
      return Object.fromEntries(rows.map((row) => [row.kind, row._count._all]));
    },
  });
}
