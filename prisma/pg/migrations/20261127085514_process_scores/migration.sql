-- CreateTable
CREATE TABLE "ProcessScore" (
    "processId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "threshold" DOUBLE PRECISION,
    "finishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProcessScore_pkey" PRIMARY KEY ("processId","metric")
);

-- CreateIndex
CREATE INDEX "ProcessScore_accountId_metric_finishedAt_idx" ON "ProcessScore"("accountId", "metric", "finishedAt");
