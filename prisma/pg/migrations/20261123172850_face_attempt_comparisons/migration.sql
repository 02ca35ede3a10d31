-- CreateTable
CREATE TABLE "FaceAttemptComparison" (
    "processId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "fromSeq" INTEGER NOT NULL,
    "toSeq" INTEGER NOT NULL,
    "score" DOUBLE PRECISION,
    "threshold" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FaceAttemptComparison_pkey" PRIMARY KEY ("processId","stepId","toSeq")
);
