"use client";

/** One line of a process's activity, in words already: when, who, what, and what the panel says beside it. */
export type ActivityRow = { seq: number; at: string; actorEmail: string; action: string; detail: string | null; repeats: string | null };

/**
 * The activity's lines, a client component for the timeline's reason (event-rows.tsx): a case with a hundred entries
 * lists up to twenty lines, and as plain data they cost the server a fraction of as many server-rendered elements.
 */
export function ActivityRows({ lines }: { lines: ActivityRow[] }) {
  return (
    <ol className="space-y-1 text-sm" data-testid="activity">
      {lines.map((line) => (
        <li key={line.seq}>
          <span className="font-mono text-xs">{line.at}</span> {line.actorEmail} · {line.action}
          {line.detail && ` ${line.detail}`}
          {line.repeats && ` · ${line.repeats}`}
        </li>
      ))}
    </ol>
  );
}
