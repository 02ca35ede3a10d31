import { AppLink } from "@/components/shell/app-link";
import { EmptyState } from "@/components/ui/empty-state";
import { PlainTable } from "@/components/ui/plain-table";
import { getDictionary } from "@/lib/i18n/dictionary";
import { formatTimestamp } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { upcomingCalls } from "@/lib/video-calls/upcoming-calls";

export const generateMetadata = titled((t) => t.calls.title);

/** The video calls applicants booked, soonest first, so an agent knows whom to expect. */
export default async function CallsPage() {
  const [{ t }, calls] = await Promise.all([getDictionary(), upcomingCalls()]);
  const c = t.calls;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{c.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{c.intro}</p>
      {calls.length === 0 ? (
        <EmptyState title={c.none} />
      ) : (
        <PlainTable label={c.title} columns={[c.time, c.applicant, c.reference, c.flow, c.process]}>
          {calls.map((call) => (
            <tr key={call.processId} data-testid="scheduled-call" className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-2">
                <time dateTime={call.at}>{formatTimestamp(call.at, t.dates)}</time>
              </td>
              <td>{call.name ?? c.noName}</td>
              <td>{call.reference ?? "—"}</td>
              <td>{call.flowName}</td>
              <td>
                <AppLink className="text-blue-800 underline dark:text-blue-300" href={`/processes/${encodeURIComponent(call.processId)}`}>
                  {c.open} <span className="font-mono">{call.processId.slice(0, 8)}</span>
                </AppLink>
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
    </div>
  );
}
