-- CreateTable
CREATE TABLE "ProcessDayCount" (
    "day" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "negativeFinish" BOOLEAN NOT NULL,
    "currentStepId" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ProcessDayCount_pkey" PRIMARY KEY ("day","status","negativeFinish","currentStepId","shard")
);

-- Kept by triggers, in the transaction of the write that changes a process: the overview reads these rows, not Process.
-- The day is the UTC date of createdAt (a timestamp without time zone holding UTC). Each process counts in one of 16
-- shards (a hash of its id) so concurrent writers rarely wait on one row; a move takes its two rows in key order, so
-- two moves never wait on each other crosswise. A decrement is an upsert too: a row's count is the sum of its deltas.
CREATE FUNCTION "process_day_count_add"(p_day TEXT, p_status TEXT, p_negative BOOLEAN, p_step TEXT, p_shard INTEGER, p_delta INTEGER)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
    VALUES (p_day, p_status, p_negative, p_step, p_shard, p_delta)
    ON CONFLICT ("day", "status", "negativeFinish", "currentStepId", "shard")
    DO UPDATE SET "count" = "ProcessDayCount"."count" + EXCLUDED."count";
$$;

CREATE FUNCTION "process_day_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_day TEXT;
    new_day TEXT;
    old_first BOOLEAN;
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM "process_day_count_add"(to_char(NEW."createdAt", 'YYYY-MM-DD'), NEW."status", NEW."negativeFinish", NEW."currentStepId", hashtext(NEW."id") & 15, 1);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM "process_day_count_add"(to_char(OLD."createdAt", 'YYYY-MM-DD'), OLD."status", OLD."negativeFinish", OLD."currentStepId", hashtext(OLD."id") & 15, -1);
    ELSE
        old_day := to_char(OLD."createdAt", 'YYYY-MM-DD');
        new_day := to_char(NEW."createdAt", 'YYYY-MM-DD');
        IF old_day = new_day AND OLD."status" = NEW."status" AND OLD."negativeFinish" = NEW."negativeFinish"
            AND OLD."currentStepId" = NEW."currentStepId" AND OLD."id" = NEW."id" THEN
            RETURN NULL;
        END IF;
        old_first := ROW(old_day, OLD."status", OLD."negativeFinish", OLD."currentStepId")
            < ROW(new_day, NEW."status", NEW."negativeFinish", NEW."currentStepId");
        IF old_first THEN
            PERFORM "process_day_count_add"(old_day, OLD."status", OLD."negativeFinish", OLD."currentStepId", hashtext(OLD."id") & 15, -1);
        END IF;
        PERFORM "process_day_count_add"(new_day, NEW."status", NEW."negativeFinish", NEW."currentStepId", hashtext(NEW."id") & 15, 1);
        IF NOT old_first THEN
            PERFORM "process_day_count_add"(old_day, OLD."status", OLD."negativeFinish", OLD."currentStepId", hashtext(OLD."id") & 15, -1);
        END IF;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Process_dayCount_insert" AFTER INSERT ON "Process"
FOR EACH ROW EXECUTE FUNCTION "process_day_count_change"();

CREATE TRIGGER "Process_dayCount_delete" AFTER DELETE ON "Process"
FOR EACH ROW EXECUTE FUNCTION "process_day_count_change"();

CREATE TRIGGER "Process_dayCount_update" AFTER UPDATE OF "id", "createdAt", "status", "negativeFinish", "currentStepId" ON "Process"
FOR EACH ROW EXECUTE FUNCTION "process_day_count_change"();

-- The processes already stored.
INSERT INTO "ProcessDayCount" ("day", "status", "negativeFinish", "currentStepId", "shard", "count")
SELECT to_char("createdAt", 'YYYY-MM-DD'), "status", "negativeFinish", "currentStepId", hashtext("id") & 15, COUNT(*)
FROM "Process" GROUP BY 1, 2, 3, 4, 5;
