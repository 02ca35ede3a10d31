-- CreateTable
CREATE TABLE "VideoCall" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "openProcessId" TEXT,
    "agentId" TEXT NOT NULL,
    "agentName" TEXT NOT NULL,
    "agentEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "consentAt" TIMESTAMP(3),
    "connectedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "recordingFileId" TEXT,

    CONSTRAINT "VideoCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoCallChunk" (
    "callId" TEXT NOT NULL,
    "segment" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VideoCallChunk_pkey" PRIMARY KEY ("callId","segment","seq")
);

-- CreateTable
CREATE TABLE "VideoCallCapture" (
    "id" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "faceScore" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VideoCallCapture_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "VideoCall_openProcessId_key" ON "VideoCall"("openProcessId");

-- CreateIndex
CREATE INDEX "VideoCall_processId_createdAt_idx" ON "VideoCall"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "VideoCallCapture_callId_createdAt_idx" ON "VideoCallCapture"("callId", "createdAt");
