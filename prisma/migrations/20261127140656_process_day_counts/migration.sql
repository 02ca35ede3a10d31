-- CreateTable
CREATE TABLE "ProcessDayCount" (
    "day" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "negativeFinish" BOOLEAN NOT NULL,
    "currentStepId" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("day", "status", "negativeFinish", "currentStepId", "shard")
);

-- Kept by triggers, in the transaction of the write that changes a process: the overview reads these rows, not Process.
-- The day is the UTC date of createdAt (stored as ISO 8601 text). A decrement is an upsert too, so a row's count is the
-- sum of its deltas whatever order they came in.
CREATE TRIGGER "Process_dayCount_insert" AFTER INSERT ON "Process" BEGIN
    INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
    VALUES (substr(NEW."createdAt", 1, 10), NEW."status", NEW."negativeFinish", NEW."currentStepId", 0, 1)
    ON CONFLICT ("day", "status", "negativeFinish", "currentStepId", "shard") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "Process_dayCount_delete" AFTER DELETE ON "Process" BEGIN
    INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
    VALUES (substr(OLD."createdAt", 1, 10), OLD."status", OLD."negativeFinish", OLD."currentStepId", 0, -1)
    ON CONFLICT ("day", "status", "negativeFinish", "currentStepId", "shard") DO UPDATE SET "count" = "count" - 1;
END;

CREATE TRIGGER "Process_dayCount_update" AFTER UPDATE OF "createdAt", "status", "negativeFinish", "currentStepId" ON "Process"
WHEN substr(OLD."createdAt", 1, 10) IS NOT substr(NEW."createdAt", 1, 10) OR OLD."status" IS NOT NEW."status"
    OR OLD."negativeFinish" IS NOT NEW."negativeFinish" OR OLD."currentStepId" IS NOT NEW."currentStepId"
BEGIN
    INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
    VALUES (substr(OLD."createdAt", 1, 10), OLD."status", OLD."negativeFinish", OLD."currentStepId", 0, -1)
    ON CONFLICT ("day", "status", "negativeFinish", "currentStepId", "shard") DO UPDATE SET "count" = "count" - 1;
    INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
    VALUES (substr(NEW."createdAt", 1, 10), NEW."status", NEW."negativeFinish", NEW."currentStepId", 0, 1)
    ON CONFLICT ("day", "status", "negativeFinish", "currentStepId", "shard") DO UPDATE SET "count" = "count" + 1;
END;

-- The processes already stored.
INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
SELECT substr("createdAt", 1, 10), "status", "negativeFinish", "currentStepId", 0, COUNT(*)
FROM "Process" GROUP BY 1, 2, 3, 4;
