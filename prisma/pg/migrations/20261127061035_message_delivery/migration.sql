-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "stepId" TEXT;

-- CreateTable
CREATE TABLE "MessageDelivery" (
    "id" TEXT NOT NULL,
    "outboxId" TEXT NOT NULL,
    "processId" TEXT,
    "state" TEXT NOT NULL,
    "reason" TEXT,
    "detail" TEXT,
    "attempt" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PendingMessage" (
    "outboxId" TEXT NOT NULL,
    "processId" TEXT,
    "sealedText" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PendingMessage_pkey" PRIMARY KEY ("outboxId")
);

-- CreateIndex
CREATE INDEX "MessageDelivery_outboxId_at_idx" ON "MessageDelivery"("outboxId", "at");

-- CreateIndex
CREATE INDEX "MessageDelivery_processId_at_idx" ON "MessageDelivery"("processId", "at");

-- CreateIndex
CREATE INDEX "PendingMessage_processId_idx" ON "PendingMessage"("processId");
