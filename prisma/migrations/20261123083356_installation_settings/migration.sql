-- CreateTable
CREATE TABLE "InstallationSetting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "updatedByEmail" TEXT NOT NULL
);
