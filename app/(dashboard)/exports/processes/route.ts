import { requestInfoFrom } from "@/lib/audit/request-info";
import { staffDownloads } from "@/lib/exports/downloads";
import type { ExportFormat } from "@/lib/exports/stream-processes-export";
import { staffRoute } from "@/lib/staff-auth/guards";

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: "text/csv; charset=utf-8", jsonl: "application/x-ndjson; charset=utf-8" };

/** The processes list as CSV or JSON Lines; X-Total-Count lets the page show how far the download got. */
export const GET = staffRoute("records:export", async (request, staff) => {
  const params = new URL(request.url).searchParams;
  const { format, total, stream } = await staffDownloads.exportProcesses(staff, params, requestInfoFrom(request.headers));
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  return new Response(stream, {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "X-Total-Count": String(total),
      "Content-Disposition": `attachment; filename="processes-${stamp}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
});
