-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN "stepId" TEXT;

-- CreateTable
CREATE TABLE "MessageDelivery" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "outboxId" TEXT NOT NULL,
    "processId" TEXT,
    "state" TEXT NOT NULL,
    "reason" TEXT,
    "detail" TEXT,
    "attempt" INTEGER NOT NULL,
    "at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PendingMessage" (
    "outboxId" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT,
    "sealedText" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "MessageDelivery_outboxId_at_idx" ON "MessageDelivery"("outboxId", "at");

-- CreateIndex
CREATE INDEX "MessageDelivery_processId_at_idx" ON "MessageDelivery"("processId", "at");

-- CreateIndex
CREATE INDEX "PendingMessage_processId_idx" ON "PendingMessage"("processId");
