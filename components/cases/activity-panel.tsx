import { AppLink } from "@/components/shell/app-link";
import type { DeskData } from "@/lib/cases/load-desk";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText, formatTimestamp } from "@/lib/i18n/format";
import { ActivityRows } from "./activity-rows";

/**
 * Who viewed or acted on this process, from the staff audit log, a staff member's repeats of one action on one line;
 * the bundle download is audited too.
 */
export function ActivityPanel({ desk, t }: { desk: DeskData; t: Dictionary }) {
  const actionName = (action: string) => (Object.hasOwn(t.audit.actions, action) ? (t.audit.actions[action] ?? action) : action);
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
      <ActivityRows
        lines={desk.activity.map((entry) => ({
          seq: entry.seq,
          at: formatTimestamp(entry.at, t.dates),
          actorEmail: entry.actorEmail,
          action: actionName(entry.action),
          detail: entry.detail,
          repeats:
            entry.times > 1
              ? fillText(entry.isCut ? t.desk.repeatedAndEarlier : t.desk.repeated, {
                  count: entry.times,
                  first: formatTimestamp(entry.firstAt, t.dates),
                })
              : null,
        }))}
      />
      <AppLink href={`/audit?target=${encodeURIComponent(desk.processId)}`} className="text-sm underline">
        {t.desk.allEntries}
      </AppLink>
    </section>
  );
}
