-- CreateTable
CREATE TABLE "ProcessScore" (
    "processId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "score" REAL NOT NULL,
    "threshold" REAL,
    "finishedAt" DATETIME NOT NULL,

    PRIMARY KEY ("processId", "metric")
);

-- CreateIndex
CREATE INDEX "ProcessScore_accountId_metric_finishedAt_idx" ON "ProcessScore"("accountId", "metric", "finishedAt");
