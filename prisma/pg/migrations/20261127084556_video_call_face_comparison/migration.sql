-- AlterTable
ALTER TABLE "VideoCallCapture" ADD COLUMN     "faceComparison" JSONB;
