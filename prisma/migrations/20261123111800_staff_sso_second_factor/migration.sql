-- AlterTable
ALTER TABLE "User" ADD COLUMN "ssoSubject" TEXT;

-- CreateTable
CREATE TABLE "StaffTotp" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "secret" TEXT NOT NULL,
    "confirmedAt" DATETIME,
    "lastUsedStep" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "StaffRecoveryCode" (
    "codeHash" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "StaffPasskey" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "publicKey" BLOB NOT NULL,
    "counter" INTEGER NOT NULL,
    "transports" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "lastUsedAt" DATETIME
);

-- CreateTable
CREATE TABLE "StaffAuthChallenge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "challenge" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "expiresAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "StaffPasswordReset" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_StaffSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" DATETIME,
    "stage" TEXT NOT NULL DEFAULT 'active',
    "method" TEXT NOT NULL DEFAULT 'password',
    "ip" TEXT,
    "userAgent" TEXT,
    CONSTRAINT "StaffSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_StaffSession" ("createdAt", "endedAt", "id", "lastSeenAt", "userId") SELECT "createdAt", "endedAt", "id", "lastSeenAt", "userId" FROM "StaffSession";
DROP TABLE "StaffSession";
ALTER TABLE "new_StaffSession" RENAME TO "StaffSession";
CREATE INDEX "StaffSession_userId_idx" ON "StaffSession"("userId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "StaffRecoveryCode_userId_idx" ON "StaffRecoveryCode"("userId");

-- CreateIndex
CREATE INDEX "StaffPasskey_userId_idx" ON "StaffPasskey"("userId");

-- CreateIndex
CREATE INDEX "StaffAuthChallenge_expiresAt_idx" ON "StaffAuthChallenge"("expiresAt");

-- CreateIndex
CREATE INDEX "StaffPasswordReset_userId_idx" ON "StaffPasswordReset"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "User_ssoSubject_key" ON "User"("ssoSubject");
