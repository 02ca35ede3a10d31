-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ReviewCase" (
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
    "negativeFinish" BOOLEAN NOT NULL DEFAULT false,
    "findingCount" INTEGER NOT NULL DEFAULT 0,
    "worstSeverity" TEXT,
    "headlineFinding" TEXT,
    CONSTRAINT "ReviewCase_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ReviewCase" ("accountId", "assignedAt", "assigneeEmail", "assigneeId", "decisionState", "dueAt", "finishedAt", "flowId", "pendingById", "processId", "riskLevel", "riskRulesVersion", "riskScore", "screenedAt") SELECT "accountId", "assignedAt", "assigneeEmail", "assigneeId", "decisionState", "dueAt", "finishedAt", "flowId", "pendingById", "processId", "riskLevel", "riskRulesVersion", "riskScore", "screenedAt" FROM "ReviewCase";
DROP TABLE "ReviewCase";
ALTER TABLE "new_ReviewCase" RENAME TO "ReviewCase";
CREATE INDEX "ReviewCase_decisionState_assigneeId_dueAt_processId_idx" ON "ReviewCase"("decisionState", "assigneeId", "dueAt", "processId");
CREATE INDEX "ReviewCase_assigneeId_decisionState_dueAt_idx" ON "ReviewCase"("assigneeId", "decisionState", "dueAt");
CREATE INDEX "ReviewCase_decisionState_riskLevel_dueAt_idx" ON "ReviewCase"("decisionState", "riskLevel", "dueAt");
CREATE INDEX "ReviewCase_decisionState_dueAt_idx" ON "ReviewCase"("decisionState", "dueAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Cases opened before this migration take the negative finish of their process (findings come with the next assessment)
UPDATE "ReviewCase" SET "negativeFinish" = (SELECT "negativeFinish" FROM "Process" WHERE "Process"."id" = "ReviewCase"."processId");
