-- CreateTable
CREATE TABLE "StaffAuditEntry" (
    "seq" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT,
    "targetId" TEXT,
    "details" TEXT NOT NULL,
    "ip" TEXT,
    "userAgent" TEXT,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "StaffAuditEntry_pkey" PRIMARY KEY ("seq")
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffAuditEntry_hash_key" ON "StaffAuditEntry"("hash");

-- CreateIndex
CREATE INDEX "StaffAuditEntry_targetType_targetId_seq_idx" ON "StaffAuditEntry"("targetType", "targetId", "seq");

-- CreateIndex
CREATE INDEX "StaffAuditEntry_actorEmail_seq_idx" ON "StaffAuditEntry"("actorEmail", "seq");

-- CreateIndex
CREATE INDEX "StaffAuditEntry_action_seq_idx" ON "StaffAuditEntry"("action", "seq");

-- CreateIndex
CREATE INDEX "StaffAuditEntry_at_idx" ON "StaffAuditEntry"("at");
