-- AlterTable
ALTER TABLE "ReviewCase" ADD COLUMN "processCreatedAt" DATETIME;

-- The processes' creation, for the cases already stored (before the index, which is then built once).
UPDATE "ReviewCase" SET "processCreatedAt" = (SELECT p."createdAt" FROM "Process" p WHERE p."id" = "ReviewCase"."processId");

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_processCreatedAt_processId_idx" ON "ReviewCase"("decisionState", "processCreatedAt", "processId");

-- Copied by the database whoever writes the case (the finishing transaction, a seed, a restore, a direct update): the
-- process exists before its case (the foreign key), and a change of its creation is copied too.
CREATE TRIGGER "ReviewCase_processCreatedAt_insert" AFTER INSERT ON "ReviewCase"
BEGIN
    UPDATE "ReviewCase" SET "processCreatedAt" = (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
    WHERE "processId" = NEW."processId";
END;

CREATE TRIGGER "ReviewCase_processCreatedAt_update" AFTER UPDATE OF "processId", "processCreatedAt" ON "ReviewCase"
WHEN NEW."processCreatedAt" IS NOT (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
BEGIN
    UPDATE "ReviewCase" SET "processCreatedAt" = (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
    WHERE "processId" = NEW."processId";
END;

CREATE TRIGGER "Process_createdAt_toCase" AFTER UPDATE OF "createdAt" ON "Process"
WHEN OLD."createdAt" IS NOT NEW."createdAt"
BEGIN
    UPDATE "ReviewCase" SET "processCreatedAt" = NEW."createdAt" WHERE "processId" = NEW."id";
END;
