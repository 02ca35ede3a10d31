-- AlterTable
ALTER TABLE "StaffSession" ADD COLUMN     "ip" TEXT,
ADD COLUMN     "method" TEXT NOT NULL DEFAULT 'password',
ADD COLUMN     "stage" TEXT NOT NULL DEFAULT 'active',
ADD COLUMN     "userAgent" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "ssoSubject" TEXT;

-- CreateTable
CREATE TABLE "StaffTotp" (
    "userId" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "lastUsedStep" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffTotp_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "StaffRecoveryCode" (
    "codeHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffRecoveryCode_pkey" PRIMARY KEY ("codeHash")
);

-- CreateTable
CREATE TABLE "StaffPasskey" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "counter" INTEGER NOT NULL,
    "transports" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "StaffPasskey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffAuthChallenge" (
    "id" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffAuthChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffPasswordReset" (
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "StaffPasswordReset_pkey" PRIMARY KEY ("tokenHash")
);

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
