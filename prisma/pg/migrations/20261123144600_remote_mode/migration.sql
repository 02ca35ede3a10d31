-- CreateTable
CREATE TABLE "RemoteAccount" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "credentialSealed" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RemoteAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RemoteProcess" (
    "id" TEXT NOT NULL,
    "remoteAccountId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "negativeFinish" BOOLEAN NOT NULL,
    "flowId" TEXT NOT NULL,
    "flowName" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "currentStepId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "rememberedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RemoteProcess_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RemoteAccount_name_key" ON "RemoteAccount"("name");

-- CreateIndex
CREATE INDEX "RemoteProcess_createdAt_id_idx" ON "RemoteProcess"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RemoteProcess_updatedAt_id_idx" ON "RemoteProcess"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "RemoteProcess_status_createdAt_idx" ON "RemoteProcess"("status", "createdAt");
