import { requestInfoFrom } from "@/lib/audit/request-info";
import { staffDownloads } from "@/lib/exports/downloads";
import { staffRoute } from "@/lib/staff-auth/guards";
import { streamedBody } from "@/lib/web-server/streamed-body";

/** The per-process audit bundle, streamed as it is built. */
export const GET = staffRoute("records:export", async (request, staff, { id }: { id: string }) => {
  const zip = await staffDownloads.exportAuditBundle(staff, id, requestInfoFrom(request.headers));
  return new Response(streamedBody(zip, request.signal), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="process-${id}-audit-bundle.zip"`,
      "Cache-Control": "no-store",
    },
  });
});
