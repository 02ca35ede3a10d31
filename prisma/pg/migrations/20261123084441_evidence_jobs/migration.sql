-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "leaseUntil" TIMESTAMP(3) NOT NULL,
    "leasedBy" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Job_leaseUntil_idx" ON "Job"("leaseUntil");

-- Evidence owed by processes that finished without it before this migration: the job queue produces it.
INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil")
SELECT 'evidence:' || "id", 'evidence', "id", now() AT TIME ZONE 'UTC'
FROM "Process" WHERE "status" = 'finished' AND "evidenceFileId" IS NULL;
