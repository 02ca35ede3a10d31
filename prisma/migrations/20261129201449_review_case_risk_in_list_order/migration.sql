-- CreateIndex
CREATE INDEX "ReviewCase_riskLevel_processCreatedAt_processId_idx" ON "ReviewCase"("riskLevel", "processCreatedAt", "processId");
