-- CreateTable
CREATE TABLE "SmsSubmission" (
    "outboxId" TEXT NOT NULL,
    "processId" TEXT,
    "messageId" TEXT,
    "error" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SmsSubmission_pkey" PRIMARY KEY ("outboxId")
);

-- CreateTable
CREATE TABLE "SmsReceipt" (
    "messageId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SmsReceipt_pkey" PRIMARY KEY ("messageId")
);

-- CreateIndex
CREATE INDEX "SmsSubmission_processId_idx" ON "SmsSubmission"("processId");

-- CreateIndex
CREATE INDEX "SmsSubmission_messageId_idx" ON "SmsSubmission"("messageId");
