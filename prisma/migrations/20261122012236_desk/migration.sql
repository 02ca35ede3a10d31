-- CreateTable
CREATE TABLE "ProcessNote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorEmail" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ProcessNoteRevision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "noteId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "editedAt" DATETIME NOT NULL,
    CONSTRAINT "ProcessNoteRevision_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "ProcessNote" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProcessDecision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "processId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reasonCode" TEXT NOT NULL,
    "comment" TEXT NOT NULL,
    "decidedById" TEXT NOT NULL,
    "decidedByEmail" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "confirmedById" TEXT,
    "confirmedByEmail" TEXT,
    "confirmedAt" DATETIME,
    "supersededAt" DATETIME,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "ProcessNote_processId_createdAt_idx" ON "ProcessNote"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "ProcessNoteRevision_noteId_editedAt_idx" ON "ProcessNoteRevision"("noteId", "editedAt");

-- CreateIndex
CREATE INDEX "ProcessDecision_processId_createdAt_idx" ON "ProcessDecision"("processId", "createdAt");

-- CreateIndex
CREATE INDEX "ProcessDecision_status_createdAt_idx" ON "ProcessDecision"("status", "createdAt");
