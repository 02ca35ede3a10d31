-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Process" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "flowId" TEXT NOT NULL,
    "flowSnapshot" JSONB NOT NULL,
    "currentStepId" TEXT NOT NULL,
    "history" JSONB NOT NULL,
    "stepState" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "negativeFinish" BOOLEAN NOT NULL DEFAULT false,
    "hasFailedStep" BOOLEAN NOT NULL DEFAULT false,
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
INSERT INTO "new_Process" ("accountId", "appId", "appVersion", "createdAt", "credentialId", "currentStepId", "eventCount", "evidenceCreatedAt", "evidenceFileId", "flowId", "flowSnapshot", "history", "id", "lang", "negativeFinish", "recordCount", "reference", "rowVersion", "status", "stepState", "updatedAt", "version") SELECT "accountId", "appId", "appVersion", "createdAt", "credentialId", "currentStepId", "eventCount", "evidenceCreatedAt", "evidenceFileId", "flowId", "flowSnapshot", "history", "id", "lang", "negativeFinish", "recordCount", "reference", "rowVersion", "status", "stepState", "updatedAt", "version" FROM "Process";
DROP TABLE "Process";
ALTER TABLE "new_Process" RENAME TO "Process";
-- Backfill: a process has a failed step when any of its step records failed.
UPDATE "Process" SET "hasFailedStep" = true WHERE EXISTS (SELECT 1 FROM "StepRecord" WHERE "StepRecord"."processId" = "Process"."id" AND "StepRecord"."status" = false AND "StepRecord"."error" <> '{}');
CREATE INDEX "Process_accountId_createdAt_idx" ON "Process"("accountId", "createdAt");
CREATE INDEX "Process_accountId_status_createdAt_idx" ON "Process"("accountId", "status", "createdAt");
CREATE INDEX "Process_accountId_reference_idx" ON "Process"("accountId", "reference");
CREATE INDEX "Process_createdAt_id_idx" ON "Process"("createdAt", "id");
CREATE INDEX "Process_status_createdAt_id_idx" ON "Process"("status", "createdAt", "id");
CREATE INDEX "Process_updatedAt_id_idx" ON "Process"("updatedAt", "id");
CREATE INDEX "Process_flowId_createdAt_id_idx" ON "Process"("flowId", "createdAt", "id");
CREATE INDEX "Process_appId_createdAt_id_idx" ON "Process"("appId", "createdAt", "id");
CREATE INDEX "Process_lang_createdAt_id_idx" ON "Process"("lang", "createdAt", "id");
CREATE INDEX "Process_hasFailedStep_createdAt_id_idx" ON "Process"("hasFailedStep", "createdAt", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
