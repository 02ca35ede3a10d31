import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { requireStaff } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { type ExportFormat, streamProcessesExport } from "@/lib/exports/stream-processes-export";
import { staffPolicy } from "@/lib/review/personal-data-policy";
import { ZProcessQuery } from "@/lib/review/process-query";
import { processWhere } from "@/lib/review/process-where";

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: "text/csv; charset=utf-8", jsonl: "application/x-ndjson; charset=utf-8" };

/**
 * The processes list as CSV or JSON Lines for the list's own filters (same URL parameters), streamed
 * from the database page by page, masked as the reader's policy says; the export and its filters are
 * written to the staff audit log.
 * X-Total-Count (the matching rows, counted before the stream starts) lets the page show how far it got.
 */
export async function GET(request: Request) {
  const staff = await requireStaff("records:export");
  const params = new URL(request.url).searchParams;
  const format: ExportFormat = params.get("format") === "jsonl" ? "jsonl" : "csv";
  const {
    after: _after,
    before: _before,
    size: _size,
    sort: _sort,
    dir: _dir,
    ...filters
  } = ZProcessQuery.parse(Object.fromEntries(params));
  const where = processWhere({ ...ZProcessQuery.parse({}), ...filters });
  const [total] = await Promise.all([
    db().process.count({ where }),
    recordStaffAction(db(), {
      actor: staff,
      action: "processes-exported",
      details: { format, filters },
      request: requestInfoFrom(request.headers),
    }),
  ]);
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  return new Response(streamProcessesExport({ db: db(), where, format, policy: staffPolicy(staff) }), {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "X-Total-Count": String(total),
      "Content-Disposition": `attachment; filename="processes-${stamp}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}
