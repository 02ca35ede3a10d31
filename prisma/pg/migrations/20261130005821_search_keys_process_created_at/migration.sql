-- DropIndex
DROP INDEX "ProcessSearchKey_kind_value_processId_idx";

-- AlterTable
ALTER TABLE "ProcessSearchKey" ADD COLUMN     "processCreatedAt" TIMESTAMP(3);

-- The processes' creation, for the keys already stored (before the index, which is then built once).
UPDATE "ProcessSearchKey" k SET "processCreatedAt" = p."createdAt" FROM "Process" p WHERE p."id" = k."processId";

-- CreateIndex
CREATE INDEX "ProcessSearchKey_kind_value_processCreatedAt_processId_idx" ON "ProcessSearchKey"("kind", "value", "processCreatedAt", "processId");

-- Copied by the database whoever writes the key (a step's commit, the re-indexing job, a seed, a restore): the
-- process is written before its keys, and a change of its creation is copied too.
CREATE FUNCTION "search_key_process_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- A process created in the same statement as its keys (the API's single-statement commit) is not visible yet:
    -- the writer's value stands then.
    NEW."processCreatedAt" := COALESCE((SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId"), NEW."processCreatedAt");
    RETURN NEW;
END;
$$;

CREATE TRIGGER "ProcessSearchKey_processCreatedAt" BEFORE INSERT OR UPDATE OF "processId", "processCreatedAt" ON "ProcessSearchKey"
FOR EACH ROW EXECUTE FUNCTION "search_key_process_created_at"();

CREATE FUNCTION "process_created_at_to_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "ProcessSearchKey" SET "processCreatedAt" = NEW."createdAt" WHERE "processId" = NEW."id";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Process_createdAt_toSearchKeys" AFTER UPDATE OF "createdAt" ON "Process"
FOR EACH ROW WHEN (OLD."createdAt" IS DISTINCT FROM NEW."createdAt") EXECUTE FUNCTION "process_created_at_to_search_keys"();
