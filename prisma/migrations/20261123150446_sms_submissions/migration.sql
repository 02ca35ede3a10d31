-- CreateTable
CREATE TABLE "SmsSubmission" (
    "outboxId" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT,
    "messageId" TEXT,
    "error" TEXT,
    "submittedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SmsReceipt" (
    "messageId" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "SmsSubmission_processId_idx" ON "SmsSubmission"("processId");

-- CreateIndex
CREATE INDEX "SmsSubmission_messageId_idx" ON "SmsSubmission"("messageId");
