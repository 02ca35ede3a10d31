-- DropIndex
DROP INDEX "ProcessScore_accountId_metric_finishedAt_idx";

-- CreateIndex
CREATE INDEX "ProcessScore_cohort_covering_idx" ON "ProcessScore"("accountId", "metric", "finishedAt", "score", "processId");
