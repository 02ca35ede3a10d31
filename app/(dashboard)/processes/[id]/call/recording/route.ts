import { NextResponse } from "next/server";
import { readCappedBody } from "@/lib/actions/read-capped-body";
import { desk } from "@/lib/cases/desk";
import { staffRoute } from "@/lib/staff-auth/guards";
import { RECORDING_CHUNK_MAX_BYTES } from "@/lib/video-calls/recording/recording-chunks";

/** One piece of the call's recording from the agent's browser (`?segment=<recorder run>&seq=<n>`), kept as it arrives. */
export const POST = staffRoute("records:act", async (request, staff, { id }: { id: string }) => {
  const bytes = await readCappedBody(request, RECORDING_CHUNK_MAX_BYTES);
  const query = new URL(request.url).searchParams;
  await desk.appendRecordingChunk(staff, id, { segment: query.get("segment") ?? "", seq: query.get("seq") ?? "" }, bytes);
  return new NextResponse(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});
