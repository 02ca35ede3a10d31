-- DropTable
DROP TABLE "SignInFailure";

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "windowStartMs" BIGINT NOT NULL,

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SignInThrottle_windowStartMs_idx" ON "SignInThrottle"("windowStartMs");
