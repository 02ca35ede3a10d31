-- CreateTable
CREATE TABLE "FaceAttemptComparison" (
    "processId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "fromSeq" INTEGER NOT NULL,
    "toSeq" INTEGER NOT NULL,
    "score" REAL,
    "threshold" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("processId", "stepId", "toSeq")
);
