-- CreateTable
CREATE TABLE "IdempotentRequest" (
    "credentialId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotentRequest_pkey" PRIMARY KEY ("credentialId","key")
);

-- CreateIndex
CREATE INDEX "IdempotentRequest_expiresAt_idx" ON "IdempotentRequest"("expiresAt");
