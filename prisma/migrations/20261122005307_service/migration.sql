-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "languages" JSONB NOT NULL,
    "publicKey" TEXT NOT NULL,
    "customization" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Application" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Application_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Credential" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Credential_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Flow" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "steps" JSONB NOT NULL,
    "settings" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Flow_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Process" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "flowId" TEXT NOT NULL,
    "flowSnapshot" JSONB NOT NULL,
    "currentStepId" TEXT NOT NULL,
    "history" JSONB NOT NULL,
    "stepState" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "negativeFinish" BOOLEAN NOT NULL DEFAULT false,
    "lang" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "credentialId" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "appVersion" TEXT NOT NULL,
    "reference" TEXT,
    "evidenceFileId" TEXT,
    "evidenceCreatedAt" DATETIME,
    "rowVersion" INTEGER NOT NULL DEFAULT 0,
    "recordCount" INTEGER NOT NULL DEFAULT 0,
    "eventCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Process_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Process_flowId_fkey" FOREIGN KEY ("flowId") REFERENCES "Flow" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StepRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL,
    "payload" JSONB NOT NULL,
    "info" JSONB NOT NULL,
    "config" JSONB NOT NULL,
    "provider" JSONB NOT NULL,
    "error" JSONB NOT NULL,
    "triggerId" TEXT,
    "deviceType" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StepRecord_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProcessEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "stepId" TEXT,
    "stepName" TEXT,
    "status" TEXT,
    "deviceType" TEXT NOT NULL,
    "operatingSystem" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProcessEvent_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Nonce" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Nonce_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bucket" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "processId" TEXT,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StoredFile_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StoredFile_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "processId" TEXT,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OutboxMessage_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Application_accountId_idx" ON "Application"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Credential_secretHash_key" ON "Credential"("secretHash");

-- CreateIndex
CREATE INDEX "Credential_accountId_idx" ON "Credential"("accountId");

-- CreateIndex
CREATE INDEX "Flow_accountId_active_idx" ON "Flow"("accountId", "active");

-- CreateIndex
CREATE INDEX "Process_accountId_createdAt_idx" ON "Process"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "Process_accountId_status_createdAt_idx" ON "Process"("accountId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Process_accountId_reference_idx" ON "Process"("accountId", "reference");

-- CreateIndex
CREATE INDEX "Process_createdAt_idx" ON "Process"("createdAt");

-- CreateIndex
CREATE INDEX "Process_status_createdAt_idx" ON "Process"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StepRecord_processId_seq_key" ON "StepRecord"("processId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "ProcessEvent_processId_seq_key" ON "ProcessEvent"("processId", "seq");

-- CreateIndex
CREATE INDEX "Nonce_processId_idx" ON "Nonce"("processId");

-- CreateIndex
CREATE INDEX "StoredFile_accountId_bucket_idx" ON "StoredFile"("accountId", "bucket");

-- CreateIndex
CREATE INDEX "StoredFile_processId_idx" ON "StoredFile"("processId");

-- CreateIndex
CREATE INDEX "OutboxMessage_processId_createdAt_idx" ON "OutboxMessage"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");
