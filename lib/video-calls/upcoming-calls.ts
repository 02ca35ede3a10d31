import "server-only";
import { db } from "@/lib/db/client";
import { upcomingScheduledCalls } from "@/lib/video-calls/scheduled-calls";
import { readerPolicy } from "../records/records";

/** The calls page's read: every staff role with records:read, names and references as the reader's policy shows them. */
export async function upcomingCalls() {
  return upcomingScheduledCalls(db(), await readerPolicy());
}
