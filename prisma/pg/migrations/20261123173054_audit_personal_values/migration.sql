-- CreateTable
CREATE TABLE "AuditPersonalValue" (
    "ref" TEXT NOT NULL,
    "salt" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "entrySeq" INTEGER NOT NULL,
    "processId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditPersonalValue_pkey" PRIMARY KEY ("ref")
);

-- CreateIndex
CREATE INDEX "AuditPersonalValue_entrySeq_idx" ON "AuditPersonalValue"("entrySeq");

-- CreateIndex
CREATE INDEX "AuditPersonalValue_processId_idx" ON "AuditPersonalValue"("processId");
