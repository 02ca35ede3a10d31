-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "leaseUntil" DATETIME NOT NULL,
    "leasedBy" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Job_leaseUntil_idx" ON "Job"("leaseUntil");

-- Evidence owed by processes that finished without it before this migration: the job queue produces it.
INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil")
SELECT 'evidence:' || "id", 'evidence', "id", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "Process" WHERE "status" = 'finished' AND "evidenceFileId" IS NULL;
