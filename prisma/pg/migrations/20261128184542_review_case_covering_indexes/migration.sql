-- DropIndex
DROP INDEX "ReviewCase_decisionState_dueAt_idx";

-- DropIndex
DROP INDEX "ReviewCase_decisionState_processCreatedAt_processId_idx";

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_dueAt_assigneeId_idx" ON "ReviewCase"("decisionState", "dueAt", "assigneeId");

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_processCreatedAt_covering_idx" ON "ReviewCase"("decisionState", "processCreatedAt", "processId", "dueAt", "assigneeId");
