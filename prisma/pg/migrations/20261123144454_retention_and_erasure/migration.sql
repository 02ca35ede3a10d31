-- CreateTable
CREATE TABLE "RetentionPolicy" (
    "accountId" TEXT NOT NULL,
    "keepDays" INTEGER NOT NULL,
    "unfinishedDays" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedByEmail" TEXT NOT NULL,

    CONSTRAINT "RetentionPolicy_pkey" PRIMARY KEY ("accountId")
);

-- CreateTable
CREATE TABLE "LegalHold" (
    "processId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "setByEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LegalHold_pkey" PRIMARY KEY ("processId")
);

-- CreateTable
CREATE TABLE "ProcessTombstone" (
    "processId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "decidedAt" TIMESTAMP(3),
    "outcome" TEXT NOT NULL,
    "erased" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "erasedBy" TEXT NOT NULL,
    "erasedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProcessTombstone_pkey" PRIMARY KEY ("processId")
);

-- CreateIndex
CREATE INDEX "ProcessTombstone_accountId_erasedAt_idx" ON "ProcessTombstone"("accountId", "erasedAt");
