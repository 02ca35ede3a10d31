import { auditDetailWords } from "@/components/audit/audit-detail-words";
import { AuditDetails } from "@/components/audit/audit-details";
import { VerifyChainButton } from "@/components/audit/verify-chain-button";
import { AppLink } from "@/components/shell/app-link";
import { EmptyState } from "@/components/ui/empty-state";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { auditLog } from "@/lib/audit/audit-log";
import { ZAuditFilters } from "@/lib/audit/list-audit-entries";
import { getDictionary } from "@/lib/i18n/dictionary";
import { formatTimestamp } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { staffPolicy } from "@/lib/records/personal-data-policy";
import { requireStaff } from "@/lib/staff-auth/guards";
import { verifyChainAction } from "./actions";

export const generateMetadata = titled((t) => t.nav.audit);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const staff = await requireStaff("audit:read");
  const [raw, { t, locale }] = await Promise.all([searchParams, getDictionary()]);
  const words = t.audit;
  const detailWords = auditDetailWords(t, locale);
  const filters = ZAuditFilters.parse(
    Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined])),
  );
  const policy = staffPolicy(staff);
  const [{ entries: stored, nextBefore }, actions] = await Promise.all([
    auditLog.listAuditEntries(filters, policy),
    auditLog.listAuditActions(),
  ]);
  const entries = stored.map(policy.auditEntry);
  const actionName = (action: string): string => (Object.hasOwn(words.actions, action) ? (words.actions[action] ?? action) : action);
  const { before: _before, ...kept } = filters;
  const query = (extra: Record<string, string | number | undefined>) =>
    `?${new URLSearchParams(Object.entries({ ...kept, ...extra }).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]]))).toString()}`;
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {words.intro} <code>npm run idv -- audit:verify</code>.
      </p>
      <VerifyChainButton action={verifyChainAction} label={words.verify} />
      <form className="flex flex-wrap items-end gap-3" method="get">
        <label className="max-w-full space-y-1 text-sm">
          <span className="block">{words.action}</span>
          <select name="action" defaultValue={filters.action ?? ""} className="input max-w-full" data-testid="audit-action-filter">
            <option value="">{words.anyAction}</option>
            {/* Each action by its words in the reader's language, in their order; the value stays the code the filter takes. */}
            {[...actions]
              .sort((a, b) => actionName(a).localeCompare(actionName(b)))
              .map((action) => (
                <option key={action} value={action}>
                  {actionName(action)}
                </option>
              ))}
          </select>
        </label>
        {(
          [
            ["actor", words.actor, "text"],
            ["target", words.target, "text"],
            ["from", words.from, "date"],
            ["to", words.to, "date"],
          ] as const
        ).map(([name, label, type]) => (
          <label key={name} className="space-y-1 text-sm">
            <span className="block">{label}</span>
            <input name={name} type={type} defaultValue={filters[name] ?? ""} className="input" />
          </label>
        ))}
        <button type="submit" className="btn-primary">
          {words.filter}
        </button>
        <AppLink href="/audit" className="btn-secondary">
          {words.clear}
        </AppLink>
      </form>
      {entries.length === 0 ? (
        <EmptyState title={words.none}>{words.noneHint}</EmptyState>
      ) : (
        <ScrollRegion label={words.title} className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2" data-testid="audit-table">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                {Object.values(words.columns).map((column) => (
                  <th key={column} scope="col" className="font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.seq} className="border-t border-slate-100 align-top dark:border-slate-800">
                  <td className="font-mono text-xs">{e.seq}</td>
                  <td className="whitespace-nowrap font-mono text-xs">{formatTimestamp(e.at, t.dates)}</td>
                  <td>{e.actorEmail}</td>
                  <td className="whitespace-nowrap" data-action={e.action}>
                    {actionName(e.action)}
                  </td>
                  <td className="font-mono text-xs">
                    {e.targetType === "process" && e.targetId ? (
                      <AppLink href={`/processes/${e.targetId}`} className="underline">
                        {e.targetId}
                      </AppLink>
                    ) : e.targetId ? (
                      `${Object.hasOwn(words.targets, e.targetType ?? "") ? words.targets[e.targetType ?? ""] : e.targetType}: ${e.targetId}`
                    ) : (
                      ""
                    )}
                  </td>
                  <td className="min-w-56">
                    <AuditDetails action={e.action} details={e.details} names={words.details} words={detailWords} />
                  </td>
                  <td className="text-xs">
                    <span className="sr-only">{words.address}: </span>
                    {e.ip}
                    <div className="max-w-[16rem] truncate text-slate-600 dark:text-slate-400" title={e.userAgent ?? ""}>
                      <span className="sr-only">{words.userAgent}: </span>
                      {e.userAgent}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label={words.pages} className="flex gap-3">
        {filters.before && (
          <AppLink href={`/audit${query({})}`} className="btn-secondary">
            {words.newest}
          </AppLink>
        )}
        {nextBefore && (
          <AppLink href={`/audit${query({ before: nextBefore })}`} className="btn-secondary">
            {words.older}
          </AppLink>
        )}
      </nav>
    </section>
  );
}
