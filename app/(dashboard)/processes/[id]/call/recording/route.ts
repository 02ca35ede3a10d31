import { NextResponse } from "next/server";
import { staffRoute } from "@/lib/auth/guards";
import { desk } from "@/lib/desk/desk";
import { RECORDING_CHUNK_MAX_BYTES } from "@/lib/desk/video-call/recording-chunks";
import { readCappedBody } from "@/lib/server-actions/read-capped-body";

/** One piece of the call's recording from the agent's browser (`?segment=<recorder run>&seq=<n>`), kept as it arrives. */
export const POST = staffRoute("records:act", async (request, staff, { id }: { id: string }) => {
  const bytes = await readCappedBody(request, RECORDING_CHUNK_MAX_BYTES);
  const query = new URL(request.url).searchParams;
  await desk.appendRecordingChunk(staff, id, { segment: query.get("segment") ?? "", seq: query.get("seq") ?? "" }, bytes);
  return new NextResponse(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});
