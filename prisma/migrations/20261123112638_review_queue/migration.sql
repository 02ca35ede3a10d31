-- CreateTable
CREATE TABLE "ReviewCase" (
    "processId" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "flowId" TEXT NOT NULL,
    "finishedAt" DATETIME NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "decisionState" TEXT NOT NULL DEFAULT 'undecided',
    "pendingById" TEXT,
    "assigneeId" TEXT,
    "assigneeEmail" TEXT,
    "assignedAt" DATETIME,
    "riskLevel" TEXT,
    "riskScore" INTEGER,
    "riskRulesVersion" INTEGER,
    "screenedAt" DATETIME,
    CONSTRAINT "ReviewCase_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SlaPolicy" (
    "scope" TEXT NOT NULL PRIMARY KEY,
    "hours" INTEGER NOT NULL,
    "businessHours" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    "updatedByEmail" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "RiskRuleSet" (
    "version" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "rules" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "createdByEmail" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "RiskAssessment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "level" TEXT NOT NULL,
    "rulesVersion" INTEGER NOT NULL,
    "factors" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CaseDocumentKey" (
    "processId" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "docType" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("processId", "country", "docType", "number")
);

-- CreateTable
CREATE TABLE "CaseFaceTemplate" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "processId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "embedding" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CaseDuplicate" (
    "processId" TEXT NOT NULL,
    "otherProcessId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "score" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("processId", "otherProcessId", "kind")
);

-- CreateTable
CREATE TABLE "CaseTag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "colour" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CaseTagging" (
    "processId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("processId", "tagId"),
    CONSTRAINT "CaseTagging_processId_fkey" FOREIGN KEY ("processId") REFERENCES "ReviewCase" ("processId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CaseTagging_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "CaseTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SavedView" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "ownerEmail" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "search" TEXT NOT NULL,
    "isShared" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_assigneeId_dueAt_processId_idx" ON "ReviewCase"("decisionState", "assigneeId", "dueAt", "processId");

-- CreateIndex
CREATE INDEX "ReviewCase_assigneeId_decisionState_dueAt_idx" ON "ReviewCase"("assigneeId", "decisionState", "dueAt");

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_riskLevel_dueAt_idx" ON "ReviewCase"("decisionState", "riskLevel", "dueAt");

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_dueAt_idx" ON "ReviewCase"("decisionState", "dueAt");

-- CreateIndex
CREATE INDEX "RiskAssessment_processId_createdAt_idx" ON "RiskAssessment"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "CaseDocumentKey_country_docType_number_idx" ON "CaseDocumentKey"("country", "docType", "number");

-- CreateIndex
CREATE INDEX "CaseFaceTemplate_processId_idx" ON "CaseFaceTemplate"("processId");

-- CreateIndex
CREATE INDEX "CaseDuplicate_otherProcessId_idx" ON "CaseDuplicate"("otherProcessId");

-- CreateIndex
CREATE UNIQUE INDEX "CaseTag_name_key" ON "CaseTag"("name");

-- CreateIndex
CREATE INDEX "CaseTagging_tagId_processId_idx" ON "CaseTagging"("tagId", "processId");

-- CreateIndex
CREATE INDEX "SavedView_ownerId_idx" ON "SavedView"("ownerId");

-- CreateIndex
CREATE INDEX "SavedView_isShared_idx" ON "SavedView"("isShared");

-- Processes that finished before the queue existed: a case each, due 24 hours (the default policy) after they
-- last changed, with the decision state of their decisions. The job queue screens them (duplicates, risk).
INSERT INTO "ReviewCase" ("processId", "accountId", "flowId", "finishedAt", "dueAt", "decisionState", "pendingById")
SELECT p."id", p."accountId", p."flowId", p."updatedAt", strftime('%Y-%m-%dT%H:%M:%f+00:00', p."updatedAt", '+24 hours'),
  CASE
    WHEN EXISTS (SELECT 1 FROM "ProcessDecision" d WHERE d."processId" = p."id" AND d."status" = 'final') THEN 'final'
    WHEN EXISTS (SELECT 1 FROM "ProcessDecision" d WHERE d."processId" = p."id" AND d."status" = 'pending') THEN 'pending'
    ELSE 'undecided'
  END,
  (SELECT d."decidedById" FROM "ProcessDecision" d WHERE d."processId" = p."id" AND d."status" = 'pending' LIMIT 1)
FROM "Process" p WHERE p."status" = 'finished';

INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil")
SELECT 'case-screening:' || "id", 'case-screening', "id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "Process" WHERE "status" = 'finished';
