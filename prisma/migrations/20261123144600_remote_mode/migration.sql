-- CreateTable
CREATE TABLE "RemoteAccount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "credentialSealed" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "RemoteProcess" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "remoteAccountId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "negativeFinish" BOOLEAN NOT NULL,
    "flowId" TEXT NOT NULL,
    "flowName" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "currentStepId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "rememberedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "RemoteAccount_name_key" ON "RemoteAccount"("name");

-- CreateIndex
CREATE INDEX "RemoteProcess_createdAt_id_idx" ON "RemoteProcess"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RemoteProcess_updatedAt_id_idx" ON "RemoteProcess"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "RemoteProcess_status_createdAt_idx" ON "RemoteProcess"("status", "createdAt");
