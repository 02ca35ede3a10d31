-- CreateTable
CREATE TABLE "ApiRateWindow" (
    "credentialId" TEXT NOT NULL,
    "windowStartMs" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ApiRateWindow_pkey" PRIMARY KEY ("credentialId")
);

-- CreateTable
CREATE TABLE "RecurringJobRun" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "server" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "summary" TEXT NOT NULL,

    CONSTRAINT "RecurringJobRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RecurringJobRun_kind_startedAt_idx" ON "RecurringJobRun"("kind", "startedAt");

-- CreateIndex
CREATE INDEX "RecurringJobRun_startedAt_idx" ON "RecurringJobRun"("startedAt");
