-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "SignInFailure";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "windowStartMs" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "SignInThrottle_windowStartMs_idx" ON "SignInThrottle"("windowStartMs");
