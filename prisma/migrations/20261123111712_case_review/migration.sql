-- CreateTable
CREATE TABLE "ProcessSearchKey" (
    "processId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("processId", "kind", "value")
);

-- CreateTable
CREATE TABLE "DecisionAcknowledgement" (
    "decisionId" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "concern" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("decisionId", "concern")
);

-- CreateIndex
CREATE INDEX "ProcessSearchKey_kind_value_processId_idx" ON "ProcessSearchKey"("kind", "value", "processId");

-- CreateIndex
CREATE INDEX "DecisionAcknowledgement_processId_idx" ON "DecisionAcknowledgement"("processId");

-- Existing processes get their search keys from the job queue (the normalisation lives in one place, lib/review/search).
INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil")
SELECT 'search-keys:' || "id", 'search-keys', "id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "Process";
