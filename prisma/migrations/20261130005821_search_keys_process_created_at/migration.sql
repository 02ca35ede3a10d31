-- DropIndex
DROP INDEX "ProcessSearchKey_kind_value_processId_idx";

-- AlterTable
ALTER TABLE "ProcessSearchKey" ADD COLUMN "processCreatedAt" DATETIME;

-- The processes' creation, for the keys already stored (before the index, which is then built once).
UPDATE "ProcessSearchKey" SET "processCreatedAt" = (SELECT p."createdAt" FROM "Process" p WHERE p."id" = "ProcessSearchKey"."processId");

-- CreateIndex
CREATE INDEX "ProcessSearchKey_kind_value_processCreatedAt_processId_idx" ON "ProcessSearchKey"("kind", "value", "processCreatedAt", "processId");

-- Copied by the database whoever writes the key (a step's commit, the re-indexing job, a seed, a restore): the
-- process is written before its keys, and a change of its creation is copied too. A writer that gives the right value
-- (the API's commits, the bulk seed) costs one look-up a key instead of a second write.
CREATE TRIGGER "ProcessSearchKey_processCreatedAt_insert" AFTER INSERT ON "ProcessSearchKey"
WHEN NEW."processCreatedAt" IS NOT (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
BEGIN
    UPDATE "ProcessSearchKey" SET "processCreatedAt" = (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
    WHERE "processId" = NEW."processId" AND "kind" = NEW."kind" AND "value" = NEW."value";
END;

CREATE TRIGGER "ProcessSearchKey_processCreatedAt_update" AFTER UPDATE OF "processId", "processCreatedAt" ON "ProcessSearchKey"
WHEN NEW."processCreatedAt" IS NOT (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
BEGIN
    UPDATE "ProcessSearchKey" SET "processCreatedAt" = (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId")
    WHERE "processId" = NEW."processId" AND "kind" = NEW."kind" AND "value" = NEW."value";
END;

CREATE TRIGGER "Process_createdAt_toSearchKeys" AFTER UPDATE OF "createdAt" ON "Process"
WHEN OLD."createdAt" IS NOT NEW."createdAt"
BEGIN
    UPDATE "ProcessSearchKey" SET "processCreatedAt" = NEW."createdAt" WHERE "processId" = NEW."id";
END;
