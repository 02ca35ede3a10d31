-- DropIndex
DROP INDEX "Process_createdAt_idx";

-- DropIndex
DROP INDEX "Process_status_createdAt_idx";

-- AlterTable
ALTER TABLE "Process" ADD COLUMN     "hasFailedStep" BOOLEAN NOT NULL DEFAULT false;

-- Backfill: a process has a failed step when any of its step records failed.
UPDATE "Process" SET "hasFailedStep" = true WHERE EXISTS (SELECT 1 FROM "StepRecord" WHERE "StepRecord"."processId" = "Process"."id" AND "StepRecord"."status" = false AND "StepRecord"."error" <> '{}'::jsonb);

-- CreateIndex
CREATE INDEX "Process_createdAt_id_idx" ON "Process"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Process_status_createdAt_id_idx" ON "Process"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Process_updatedAt_id_idx" ON "Process"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "Process_flowId_createdAt_id_idx" ON "Process"("flowId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Process_appId_createdAt_id_idx" ON "Process"("appId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Process_lang_createdAt_id_idx" ON "Process"("lang", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Process_hasFailedStep_createdAt_id_idx" ON "Process"("hasFailedStep", "createdAt", "id");
