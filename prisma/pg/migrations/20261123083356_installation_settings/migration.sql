-- CreateTable
CREATE TABLE "InstallationSetting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedByEmail" TEXT NOT NULL,

    CONSTRAINT "InstallationSetting_pkey" PRIMARY KEY ("key")
);
