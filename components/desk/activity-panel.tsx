import Link from "next/link";
import type { DeskData } from "@/lib/desk/load-desk";

const ACTIONS: Record<string, string> = {
  "record-viewed": "viewed the record",
  "note-added": "added a note",
  "note-edited": "edited a note",
  "decision-made": "decided",
  "decision-confirmed": "confirmed a decision",
  "link-resent": "resent the link",
  "videoconference-joined": "joined the video conference",
  "videoconference-completed": "completed the video conference",
  "bundle-exported": "exported the audit bundle",
};

/** Who viewed or acted on this process, from the staff audit log; the bundle download is audited too. */
export function ActivityPanel({ desk }: { desk: DeskData }) {
  return (
    <section aria-labelledby="activity" className="space-y-3">
      <h2 id="activity" className="text-lg font-semibold">
        Who viewed and acted
      </h2>
      {desk.canExport && (
        <a href={`/processes/${encodeURIComponent(desk.processId)}/bundle`} className="btn-secondary" download>
          Download the audit bundle (ZIP, signed)
        </a>
      )}
      <ol className="space-y-1 text-sm" data-testid="activity">
        {desk.activity.map((entry) => (
          <li key={entry.seq}>
            <span className="font-mono text-xs">{entry.at.toISOString().replace("T", " ").slice(0, 19)}</span> {entry.actorEmail}{" "}
            {ACTIONS[entry.action] ?? entry.action}
            {entry.detail && ` ${entry.detail}`}
          </li>
        ))}
      </ol>
      <Link href={`/audit?target=${encodeURIComponent(desk.processId)}`} className="text-sm underline">
        All entries in the audit log
      </Link>
    </section>
  );
}
