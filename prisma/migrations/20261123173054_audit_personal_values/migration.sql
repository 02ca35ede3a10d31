-- CreateTable
CREATE TABLE "AuditPersonalValue" (
    "ref" TEXT NOT NULL PRIMARY KEY,
    "salt" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "entrySeq" INTEGER NOT NULL,
    "processId" TEXT,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "AuditPersonalValue_entrySeq_idx" ON "AuditPersonalValue"("entrySeq");

-- CreateIndex
CREATE INDEX "AuditPersonalValue_processId_idx" ON "AuditPersonalValue"("processId");
