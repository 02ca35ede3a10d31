-- CreateTable
CREATE TABLE "OpenCaseCount" (
    "assigneeId" TEXT NOT NULL,
    "dueDay" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("assigneeId", "dueDay", "shard")
);

-- Kept by triggers, in the transaction of the write that changes a case: the queue's workload reads these rows, not
-- ReviewCase. A case counts while its decision state is undecided or pending, under its assignee ('' for none) and the
-- UTC date of its dueAt (stored as ISO 8601 text). A decrement is an upsert too, so a row's count is the sum of its
-- deltas whatever order they came in.
CREATE TRIGGER "ReviewCase_openCount_insert" AFTER INSERT ON "ReviewCase"
WHEN NEW."decisionState" IN ('undecided', 'pending')
BEGIN
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
    VALUES (coalesce(NEW."assigneeId", ''), substr(NEW."dueAt", 1, 10), 0, 1)
    ON CONFLICT ("assigneeId", "dueDay", "shard") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "ReviewCase_openCount_delete" AFTER DELETE ON "ReviewCase"
WHEN OLD."decisionState" IN ('undecided', 'pending')
BEGIN
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
    VALUES (coalesce(OLD."assigneeId", ''), substr(OLD."dueAt", 1, 10), 0, -1)
    ON CONFLICT ("assigneeId", "dueDay", "shard") DO UPDATE SET "count" = "count" - 1;
END;

CREATE TRIGGER "ReviewCase_openCount_update" AFTER UPDATE OF "decisionState", "assigneeId", "dueAt" ON "ReviewCase"
WHEN (OLD."decisionState" IN ('undecided', 'pending')) IS NOT (NEW."decisionState" IN ('undecided', 'pending'))
    OR OLD."assigneeId" IS NOT NEW."assigneeId" OR substr(OLD."dueAt", 1, 10) IS NOT substr(NEW."dueAt", 1, 10)
BEGIN
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
    SELECT coalesce(OLD."assigneeId", ''), substr(OLD."dueAt", 1, 10), 0, -1
    WHERE OLD."decisionState" IN ('undecided', 'pending')
    ON CONFLICT ("assigneeId", "dueDay", "shard") DO UPDATE SET "count" = "count" - 1;
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
    SELECT coalesce(NEW."assigneeId", ''), substr(NEW."dueAt", 1, 10), 0, 1
    WHERE NEW."decisionState" IN ('undecided', 'pending')
    ON CONFLICT ("assigneeId", "dueDay", "shard") DO UPDATE SET "count" = "count" + 1;
END;

-- The cases already stored.
INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
SELECT coalesce("assigneeId", ''), substr("dueAt", 1, 10), 0, COUNT(*)
FROM "ReviewCase" WHERE "decisionState" IN ('undecided', 'pending') GROUP BY 1, 2;
