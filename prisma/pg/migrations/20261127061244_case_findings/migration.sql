-- AlterTable
ALTER TABLE "ReviewCase" ADD COLUMN     "findingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "headlineFinding" TEXT,
ADD COLUMN     "negativeFinish" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "worstSeverity" TEXT;

-- Cases opened before this migration take the negative finish of their process (findings come with the next assessment)
UPDATE "ReviewCase" SET "negativeFinish" = (SELECT "negativeFinish" FROM "Process" WHERE "Process"."id" = "ReviewCase"."processId");
