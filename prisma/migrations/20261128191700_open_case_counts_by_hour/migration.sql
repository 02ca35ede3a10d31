-- The open-case counts by due hour instead of due day: the queue's workload read every case due earlier today to split
-- the overdue ones from the rest (17,000 cases at a million processes); now only the cases due in the current hour.
-- The rows are derived from ReviewCase, so the table is rebuilt from it.
DROP TRIGGER "ReviewCase_openCount_insert";
DROP TRIGGER "ReviewCase_openCount_delete";
DROP TRIGGER "ReviewCase_openCount_update";
DROP TABLE "OpenCaseCount";

-- CreateTable
CREATE TABLE "OpenCaseCount" (
    "assigneeId" TEXT NOT NULL,
    "dueHour" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("assigneeId", "dueHour", "shard")
);

-- Kept by triggers, in the transaction of the write that changes a case: the queue's workload reads these rows, not
-- ReviewCase. A case counts while its decision state is undecided or pending, under its assignee ('' for none) and the
-- UTC hour of its dueAt ('YYYY-MM-DDTHH', whichever separator the stored ISO 8601 text has). A decrement is an upsert
-- too, so a row's count is the sum of its deltas whatever order they came in.
CREATE TRIGGER "ReviewCase_openCount_insert" AFTER INSERT ON "ReviewCase"
WHEN NEW."decisionState" IN ('undecided', 'pending')
BEGIN
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
    VALUES (coalesce(NEW."assigneeId", ''), substr(NEW."dueAt", 1, 10) || 'T' || substr(NEW."dueAt", 12, 2), 0, 1)
    ON CONFLICT ("assigneeId", "dueHour", "shard") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "ReviewCase_openCount_delete" AFTER DELETE ON "ReviewCase"
WHEN OLD."decisionState" IN ('undecided', 'pending')
BEGIN
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
    VALUES (coalesce(OLD."assigneeId", ''), substr(OLD."dueAt", 1, 10) || 'T' || substr(OLD."dueAt", 12, 2), 0, -1)
    ON CONFLICT ("assigneeId", "dueHour", "shard") DO UPDATE SET "count" = "count" - 1;
END;

CREATE TRIGGER "ReviewCase_openCount_update" AFTER UPDATE OF "decisionState", "assigneeId", "dueAt" ON "ReviewCase"
WHEN (OLD."decisionState" IN ('undecided', 'pending')) IS NOT (NEW."decisionState" IN ('undecided', 'pending'))
    OR OLD."assigneeId" IS NOT NEW."assigneeId" OR substr(OLD."dueAt", 1, 13) IS NOT substr(NEW."dueAt", 1, 13)
BEGIN
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
    SELECT coalesce(OLD."assigneeId", ''), substr(OLD."dueAt", 1, 10) || 'T' || substr(OLD."dueAt", 12, 2), 0, -1
    WHERE OLD."decisionState" IN ('undecided', 'pending')
    ON CONFLICT ("assigneeId", "dueHour", "shard") DO UPDATE SET "count" = "count" - 1;
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
    SELECT coalesce(NEW."assigneeId", ''), substr(NEW."dueAt", 1, 10) || 'T' || substr(NEW."dueAt", 12, 2), 0, 1
    WHERE NEW."decisionState" IN ('undecided', 'pending')
    ON CONFLICT ("assigneeId", "dueHour", "shard") DO UPDATE SET "count" = "count" + 1;
END;

-- The cases already stored.
INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
SELECT coalesce("assigneeId", ''), substr("dueAt", 1, 10) || 'T' || substr("dueAt", 12, 2), 0, COUNT(*)
FROM "ReviewCase" WHERE "decisionState" IN ('undecided', 'pending') GROUP BY 1, 2;
