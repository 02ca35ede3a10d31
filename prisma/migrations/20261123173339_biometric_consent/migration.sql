-- CreateTable
CREATE TABLE "BiometricConsent" (
    "processId" TEXT NOT NULL PRIMARY KEY,
    "stepId" TEXT NOT NULL,
    "textVersion" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "deviceType" TEXT NOT NULL,
    "operatingSystem" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);
