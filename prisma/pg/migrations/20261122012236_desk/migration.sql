-- CreateTable
CREATE TABLE "ProcessNote" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorEmail" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProcessNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessNoteRevision" (
    "id" TEXT NOT NULL,
    "noteId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "editedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProcessNoteRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessDecision" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reasonCode" TEXT NOT NULL,
    "comment" TEXT NOT NULL,
    "decidedById" TEXT NOT NULL,
    "decidedByEmail" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "confirmedById" TEXT,
    "confirmedByEmail" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "supersededAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProcessDecision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProcessNote_processId_createdAt_idx" ON "ProcessNote"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "ProcessNoteRevision_noteId_editedAt_idx" ON "ProcessNoteRevision"("noteId", "editedAt");

-- CreateIndex
CREATE INDEX "ProcessDecision_processId_createdAt_idx" ON "ProcessDecision"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "ProcessDecision_status_createdAt_idx" ON "ProcessDecision"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "ProcessNoteRevision" ADD CONSTRAINT "ProcessNoteRevision_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "ProcessNote"("id") ON DELETE CASCADE ON UPDATE CASCADE;
