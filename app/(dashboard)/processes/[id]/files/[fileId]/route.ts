import { Readable } from "node:stream";
import { NextResponse } from "next/server";
import { auditLog } from "@/lib/audit/audit-log";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { AppError } from "@/lib/errors";
import { staffPolicy } from "@/lib/records/personal-data-policy";
import { processRecords } from "@/lib/records/records";
import { staffRoute } from "@/lib/staff-auth/guards";
import { downloadName } from "@/lib/steps/common/review/file-links";
import { fileStorage } from "@/lib/storage/file-storage";
import { requestedByteRange } from "@/lib/web-server/byte-range";
import { streamedBody } from "@/lib/web-server/streamed-body";

/**
 * A process's stored file for signed-in staff: checked against the session and the process, never cached. A single
 * byte range is answered 206 (a video element seeks in a call recording that way); each request that sends bytes is
 * audited, with its range.
 */
export const GET = staffRoute("records:read", async (request, staff, { id, fileId }: { id: string; fileId: string }) => {
  if (!staffPolicy(staff).canReadFileBytes)
    throw new AppError("forbidden", "Stored files hold personal data, which is masked for your role.");
  const file = await processRecords().file(id, fileId);
  if (!file) throw new AppError("not-found", "No such file for this process.");
  const entityTag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    "Accept-Ranges": "bytes",
    ETag: entityTag,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  const range = requestedByteRange(request.headers, file.size, entityTag);
  if (range === "unsatisfiable") {
    return new NextResponse(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  const contentRange = range && `bytes ${range.start}-${range.end}/${file.size}`;
  // Streamed: a call recording can be far larger than what a request should hold in memory.
  const bytes = file.content
    ? Readable.from([range ? file.content.subarray(range.start, range.end + 1) : file.content])
    : await fileStorage().getStream(file.storageKey, range);
  if (!bytes) throw new AppError("not-found", "The file's bytes are missing from storage.");
  const isDownload = new URL(request.url).searchParams.get("download") === "1";
  // Shown inline (an image, the evidence viewer, whose own save button needs no second request) or saved: both audited.
  await auditLog
    .recordStaffAction({
      actor: { id: staff.id, email: staff.email },
      action: isDownload ? "file-downloaded" : "file-viewed",
      target: { type: "process", id },
      details: contentRange ? { fileId, range: contentRange } : { fileId },
      request: requestInfoFrom(request.headers),
    })
    .catch((error: unknown) => {
      bytes.destroy();
      throw error;
    });
  return new NextResponse(streamedBody(bytes, request.signal), {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      "Content-Type": file.contentType,
      "Content-Length": String(range ? range.end - range.start + 1 : file.size),
      ...(contentRange ? { "Content-Range": contentRange } : {}),
      "Content-Disposition": `${isDownload ? "attachment" : "inline"}; filename="${downloadName(fileId, file.contentType)}"`,
    },
  });
});
