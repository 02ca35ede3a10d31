-- AlterTable
ALTER TABLE "ReviewCase" ADD COLUMN     "processCreatedAt" TIMESTAMP(3);

-- The processes' creation, for the cases already stored (before the index, which is then built once).
UPDATE "ReviewCase" c SET "processCreatedAt" = p."createdAt" FROM "Process" p WHERE p."id" = c."processId";

-- CreateIndex
CREATE INDEX "ReviewCase_decisionState_processCreatedAt_processId_idx" ON "ReviewCase"("decisionState", "processCreatedAt", "processId");

-- Copied by the database whoever writes the case (the finishing transaction, a seed, a restore, a direct update): the
-- process exists before its case (the foreign key), and a change of its creation is copied too.
CREATE FUNCTION "review_case_process_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW."processCreatedAt" := (SELECT p."createdAt" FROM "Process" p WHERE p."id" = NEW."processId");
    RETURN NEW;
END;
$$;

CREATE TRIGGER "ReviewCase_processCreatedAt" BEFORE INSERT OR UPDATE OF "processId", "processCreatedAt" ON "ReviewCase"
FOR EACH ROW EXECUTE FUNCTION "review_case_process_created_at"();

CREATE FUNCTION "process_created_at_to_case"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "ReviewCase" SET "processCreatedAt" = NEW."createdAt" WHERE "processId" = NEW."id";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Process_createdAt_toCase" AFTER UPDATE OF "createdAt" ON "Process"
FOR EACH ROW WHEN (OLD."createdAt" IS DISTINCT FROM NEW."createdAt") EXECUTE FUNCTION "process_created_at_to_case"();
