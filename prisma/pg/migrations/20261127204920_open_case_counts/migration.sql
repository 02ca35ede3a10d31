-- CreateTable
CREATE TABLE "OpenCaseCount" (
    "assigneeId" TEXT NOT NULL,
    "dueDay" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "OpenCaseCount_pkey" PRIMARY KEY ("assigneeId","dueDay","shard")
);

-- Kept by triggers, in the transaction of the write that changes a case: the queue's workload reads these rows, not
-- ReviewCase. A case counts while its decision state is undecided or pending, under its assignee ('' for none) and the
-- UTC date of its dueAt (a timestamp without time zone holding UTC). Each case counts in one of 16 shards (a hash of
-- its process id) so concurrent finishes rarely wait on one row; a move takes its two rows in key order, so two moves
-- never wait on each other crosswise. A decrement is an upsert too: a row's count is the sum of its deltas.
CREATE FUNCTION "open_case_count_add"(p_assignee TEXT, p_day TEXT, p_shard INTEGER, p_delta INTEGER)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
    VALUES (p_assignee, p_day, p_shard, p_delta)
    ON CONFLICT ("assigneeId", "dueDay", "shard")
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
        old_key := ARRAY[coalesce(OLD."assigneeId", ''), to_char(OLD."dueAt", 'YYYY-MM-DD')];
    END IF;
    IF new_open THEN
        new_key := ARRAY[coalesce(NEW."assigneeId", ''), to_char(NEW."dueAt", 'YYYY-MM-DD')];
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
INSERT INTO "OpenCaseCount" ("assigneeId", "dueDay", "shard", "count")
SELECT coalesce("assigneeId", ''), to_char("dueAt", 'YYYY-MM-DD'), hashtext("processId") & 15, COUNT(*)
FROM "ReviewCase" WHERE "decisionState" IN ('undecided', 'pending') GROUP BY 1, 2, 3;
