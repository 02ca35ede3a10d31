import { RefreshingActionButton } from "@/components/auth/refreshing-action-button";
import { ActionNotices } from "@/components/ui/action-notices";
import { PlainTable } from "@/components/ui/plain-table";
import { env } from "@/lib/env";
import { codesInWords } from "@/lib/i18n/codes-in-words";
import { getDictionary } from "@/lib/i18n/dictionary";
import { formatTimestamp } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { requireStaff } from "@/lib/staff-auth/guards";
import { staffAuth } from "@/lib/staff-auth/staff-auth";
import { endOwnSessionAction } from "../actions";

export const generateMetadata = titled((t) => t.account.sessions.title);

export default async function MySessionsPage() {
  const staff = await requireStaff();
  const config = env();
  const [sessions, { t }] = await Promise.all([
    staffAuth.listOwnSessions(staff, { maxAgeMs: config.SESSION_MAX_HOURS * 3600_000, idleMs: config.SESSION_IDLE_MINUTES * 60_000 }),
    getDictionary(),
  ]);
  const texts = t.account.sessions;
  const { columns } = texts;
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{texts.title}</h1>
      <ActionNotices>
        <PlainTable
          label={texts.title}
          columns={[columns.device, columns.address, columns.signedIn, columns.method, columns.lastSeen, columns.actions]}
        >
          {sessions.map((session) => (
            <tr key={session.id} className="border-b border-slate-100 dark:border-slate-900">
              <td className="py-2">{session.device}</td>
              <td>{session.ip ?? texts.unknownAddress}</td>
              <td>{formatTimestamp(session.createdAt, t.dates)}</td>
              <td>{codesInWords(session.method, texts.methods)}</td>
              <td>{formatTimestamp(session.lastSeenAt, t.dates)}</td>
              <td className="py-1">
                {session.isCurrent ? (
                  texts.thisBrowser
                ) : (
                  <RefreshingActionButton action={endOwnSessionAction} input={{ sessionId: session.id }} label={texts.end} />
                )}
              </td>
            </tr>
          ))}
        </PlainTable>
      </ActionNotices>
    </section>
  );
}
