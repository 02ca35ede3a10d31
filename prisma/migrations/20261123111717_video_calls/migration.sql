-- CreateTable
CREATE TABLE "VideoCall" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "openProcessId" TEXT,
    "agentId" TEXT NOT NULL,
    "agentName" TEXT NOT NULL,
    "agentEmail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "consentAt" DATETIME,
    "connectedAt" DATETIME,
    "endedAt" DATETIME,
    "recordingFileId" TEXT
);

-- CreateTable
CREATE TABLE "VideoCallChunk" (
    "callId" TEXT NOT NULL,
    "segment" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "bytes" BLOB NOT NULL,
    "receivedAt" DATETIME NOT NULL,

    PRIMARY KEY ("callId", "segment", "seq")
);

-- CreateTable
CREATE TABLE "VideoCallCapture" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "callId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "faceScore" REAL,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "VideoCall_openProcessId_key" ON "VideoCall"("openProcessId");

-- CreateIndex
CREATE INDEX "VideoCall_processId_createdAt_idx" ON "VideoCall"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "VideoCallCapture_callId_createdAt_idx" ON "VideoCallCapture"("callId", "createdAt");
