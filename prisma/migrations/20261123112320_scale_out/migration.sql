-- CreateTable
CREATE TABLE "ApiRateWindow" (
    "credentialId" TEXT NOT NULL PRIMARY KEY,
    "windowStartMs" BIGINT NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "RecurringJobRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "server" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME NOT NULL,
    "summary" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "RecurringJobRun_kind_startedAt_idx" ON "RecurringJobRun"("kind", "startedAt");

-- CreateIndex
CREATE INDEX "RecurringJobRun_startedAt_idx" ON "RecurringJobRun"("startedAt");
