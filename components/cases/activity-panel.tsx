import { AppLink } from "@/components/shell/app-link";
import type { DeskData } from "@/lib/cases/load-desk";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";

/** Who viewed or acted on this process, from the staff audit log; the bundle download is audited too. */
export function ActivityPanel({ desk, t }: { desk: DeskData; t: Dictionary }) {
  const actionName = (action: string) => (Object.hasOwn(t.audit.actions, action) ? t.audit.actions[action] : action);
  return (
    <section aria-labelledby="activity" className="space-y-3">
      <h2 id="activity" className="text-lg font-semibold">
        {t.desk.activity}
      </h2>
      {desk.canExport && (
        <a href={`/processes/${encodeURIComponent(desk.processId)}/bundle`} className="btn-secondary" download>
          {t.desk.bundle}
        </a>
      )}
      <ol className="space-y-1 text-sm" data-testid="activity">
        {desk.activity.map((entry) => (
          <li key={entry.seq}>
            <span className="font-mono text-xs">{formatTimestamp(entry.at, t.dates)}</span> {entry.actorEmail} · {actionName(entry.action)}
            {entry.detail && ` ${entry.detail}`}
          </li>
        ))}
      </ol>
      <AppLink href={`/audit?target=${encodeURIComponent(desk.processId)}`} className="text-sm underline">
        {t.desk.allEntries}
      </AppLink>
    </section>
  );
}
