-- The open-case counts by due hour instead of due day: the queue's workload read every case due earlier today to split
-- the overdue ones from the rest (17,000 cases at a million processes); now only the cases due in the current hour.
-- The rows are derived from ReviewCase, so the table is rebuilt from it.
DROP TRIGGER "ReviewCase_openCount_insert" ON "ReviewCase";
DROP TRIGGER "ReviewCase_openCount_delete" ON "ReviewCase";
DROP TRIGGER "ReviewCase_openCount_update" ON "ReviewCase";
DROP FUNCTION "open_case_count_change"();
DROP FUNCTION "open_case_count_add"(TEXT, TEXT, INTEGER, INTEGER);
DROP TABLE "OpenCaseCount";

-- CreateTable
CREATE TABLE "OpenCaseCount" (
    "assigneeId" TEXT NOT NULL,
    "dueHour" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "OpenCaseCount_pkey" PRIMARY KEY ("assigneeId","dueHour","shard")
);

-- Kept by triggers, in the transaction of the write that changes a case: the queue's workload reads these rows, not
-- ReviewCase. A case counts while its decision state is undecided or pending, under its assignee ('' for none) and the
-- UTC hour of its dueAt ('YYYY-MM-DDTHH'; a timestamp without time zone holding UTC). Each case counts in one of 16
-- shards (a hash of its process id) so concurrent finishes rarely wait on one row; a move takes its two rows in key
-- order, so two moves never wait on each other crosswise. A decrement is an upsert too: a row's count is the sum of
-- its deltas.
CREATE FUNCTION "open_case_count_add"(p_assignee TEXT, p_hour TEXT, p_shard INTEGER, p_delta INTEGER)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
    VALUES (p_assignee, p_hour, p_shard, p_delta)
    ON CONFLICT ("assigneeId", "dueHour", "shard")
    DO UPDATE SET "count" = "OpenCaseCount"."count" + EXCLUDED."count";
$$;

CREATE FUNCTION "open_case_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_open BOOLEAN := TG_OP <> 'INSERT' AND OLD."decisionState" IN ('undecided', 'pending');
    new_open BOOLEAN := TG_OP <> 'DELETE' AND NEW."decisionState" IN ('undecided', 'pending');
    old_key TEXT[];
    new_key TEXT[];
BEGIN
    IF old_open THEN
        old_key := ARRAY[coalesce(OLD."assigneeId", ''), to_char(OLD."dueAt", 'YYYY-MM-DD"T"HH24')];
    END IF;
    IF new_open THEN
        new_key := ARRAY[coalesce(NEW."assigneeId", ''), to_char(NEW."dueAt", 'YYYY-MM-DD"T"HH24')];
    END IF;
    IF old_open AND new_open AND old_key = new_key AND OLD."processId" = NEW."processId" THEN
        RETURN NULL;
    END IF;
    IF old_open AND (NOT new_open OR old_key < new_key) THEN
        PERFORM "open_case_count_add"(old_key[1], old_key[2], hashtext(OLD."processId") & 15, -1);
        old_open := FALSE;
    END IF;
    IF new_open THEN
        PERFORM "open_case_count_add"(new_key[1], new_key[2], hashtext(NEW."processId") & 15, 1);
    END IF;
    IF old_open THEN
        PERFORM "open_case_count_add"(old_key[1], old_key[2], hashtext(OLD."processId") & 15, -1);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "ReviewCase_openCount_insert" AFTER INSERT ON "ReviewCase"
FOR EACH ROW EXECUTE FUNCTION "open_case_count_change"();

CREATE TRIGGER "ReviewCase_openCount_delete" AFTER DELETE ON "ReviewCase"
FOR EACH ROW EXECUTE FUNCTION "open_case_count_change"();

CREATE TRIGGER "ReviewCase_openCount_update" AFTER UPDATE OF "processId", "decisionState", "assigneeId", "dueAt" ON "ReviewCase"
FOR EACH ROW EXECUTE FUNCTION "open_case_count_change"();

-- The cases already stored.
INSERT INTO "OpenCaseCount" ("assigneeId", "dueHour", "shard", "count")
SELECT coalesce("assigneeId", ''), to_char("dueAt", 'YYYY-MM-DD"T"HH24'), hashtext("processId") & 15, COUNT(*)
FROM "ReviewCase" WHERE "decisionState" IN ('undecided', 'pending') GROUP BY 1, 2, 3;
