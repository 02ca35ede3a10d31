-- CreateTable
CREATE TABLE "ScreeningAlert" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "listEntryId" TEXT NOT NULL,
    "listedName" TEXT NOT NULL,
    "matchedName" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "listSource" TEXT NOT NULL,
    "listLoadedAt" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "resolvedById" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScreeningAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningRun" (
    "id" TEXT NOT NULL,
    "listLoadedAt" TEXT NOT NULL,
    "screened" INTEGER NOT NULL,
    "alerts" INTEGER NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScreeningRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "events" JSONB NOT NULL,
    "secret" TEXT NOT NULL,
    "disabledAt" TIMESTAMP(3),
    "disabledReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "lastAttemptAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreeningAlert_status_createdAt_idx" ON "ScreeningAlert"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ScreeningAlert_processId_createdAt_idx" ON "ScreeningAlert"("processId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ScreeningAlert_processId_listEntryId_key" ON "ScreeningAlert"("processId", "listEntryId");

-- CreateIndex
CREATE INDEX "WebhookEndpoint_accountId_idx" ON "WebhookEndpoint"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_key_key" ON "WebhookDelivery"("key");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_processId_status_id_idx" ON "WebhookDelivery"("endpointId", "processId", "status", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_id_idx" ON "WebhookDelivery"("endpointId", "id");
