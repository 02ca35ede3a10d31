-- CreateTable
CREATE TABLE "BiometricConsent" (
    "processId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "textVersion" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "deviceType" TEXT NOT NULL,
    "operatingSystem" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BiometricConsent_pkey" PRIMARY KEY ("processId")
);
