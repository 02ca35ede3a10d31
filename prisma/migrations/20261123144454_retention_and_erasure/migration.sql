-- CreateTable
CREATE TABLE "RetentionPolicy" (
    "accountId" TEXT NOT NULL PRIMARY KEY,
    "keepDays" INTEGER NOT NULL,
    "unfinishedDays" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "updatedByEmail" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "LegalHold" (
    "processId" TEXT NOT NULL PRIMARY KEY,
    "reason" TEXT NOT NULL,
    "setByEmail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ProcessTombstone" (
    "processId" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "decidedAt" DATETIME,
    "outcome" TEXT NOT NULL,
    "erased" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "erasedBy" TEXT NOT NULL,
    "erasedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "ProcessTombstone_accountId_erasedAt_idx" ON "ProcessTombstone"("accountId", "erasedAt");
