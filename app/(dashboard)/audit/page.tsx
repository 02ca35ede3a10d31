import type { Metadata } from "next";
import Link from "next/link";
import { VerifyChainButton } from "@/components/audit/verify-chain-button";
import { EmptyState } from "@/components/ui/empty-state";
import { PlainTable } from "@/components/ui/plain-table";
import { auditLog } from "@/lib/audit/audit-log";
import { ZAuditFilters } from "@/lib/audit/list-audit-entries";
import { requireStaff } from "@/lib/auth/guards";
import { staffPolicy } from "@/lib/review/personal-data-policy";
import { verifyChainAction } from "./actions";

export const metadata: Metadata = { title: "Staff audit log" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const staff = await requireStaff("audit:read");
  const raw = await searchParams;
  const filters = ZAuditFilters.parse(
    Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined])),
  );
  const { entries: stored, nextBefore } = await auditLog.listAuditEntries(filters);
  const entries = stored.map(staffPolicy(staff).auditEntry);
  const { before: _before, ...kept } = filters;
  const query = (extra: Record<string, string | number | undefined>) =>
    `?${new URLSearchParams(Object.entries({ ...kept, ...extra }).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]]))).toString()}`;
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Staff audit log</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Append-only: each entry carries the SHA-256 of the one before it. The same check runs offline with{" "}
        <code>npm run idv -- audit:verify</code>.
      </p>
      <VerifyChainButton action={verifyChainAction} />
      <form className="flex flex-wrap items-end gap-3" method="get">
        {(
          [
            ["actor", "Staff e-mail", "text"],
            ["action", "Action", "text"],
            ["target", "Record id", "text"],
            ["from", "From", "date"],
            ["to", "To", "date"],
          ] as const
        ).map(([name, label, type]) => (
          <label key={name} className="space-y-1 text-sm">
            <span className="block">{label}</span>
            <input name={name} type={type} defaultValue={filters[name] ?? ""} className="input" />
          </label>
        ))}
        <button type="submit" className="btn-primary">
          Filter
        </button>
        <Link href="/audit" className="btn-secondary">
          Clear
        </Link>
      </form>
      {entries.length === 0 ? (
        <EmptyState title="No entries match">Change or clear the filters.</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <PlainTable columns={["#", "When (UTC)", "Who", "Action", "Record", "Details", "From"]}>
            {entries.map((e) => (
              <tr key={e.seq} className="border-b border-slate-100 align-top dark:border-slate-900">
                <td className="py-1 font-mono text-xs">{e.seq}</td>
                <td className="whitespace-nowrap font-mono text-xs">{e.at.toISOString().replace("T", " ").slice(0, 19)}</td>
                <td>{e.actorEmail}</td>
                <td>{e.action}</td>
                <td className="font-mono text-xs">
                  {e.targetType === "process" && e.targetId ? (
                    <Link href={`/processes/${e.targetId}`} className="underline">
                      {e.targetId}
                    </Link>
                  ) : e.targetId ? (
                    `${e.targetType}: ${e.targetId}`
                  ) : (
                    ""
                  )}
                </td>
                <td className="max-w-xs break-all font-mono text-xs">{e.details === "{}" ? "" : e.details}</td>
                <td className="text-xs">
                  {e.ip}
                  <div className="max-w-[16rem] truncate text-slate-500" title={e.userAgent ?? ""}>
                    {e.userAgent}
                  </div>
                </td>
              </tr>
            ))}
          </PlainTable>
        </div>
      )}
      <nav aria-label="Pages" className="flex gap-3">
        {filters.before && (
          <Link href={`/audit${query({})}`} className="btn-secondary">
            Newest
          </Link>
        )}
        {nextBefore && (
          <Link href={`/audit${query({ before: nextBefore })}`} className="btn-secondary">
            Older
          </Link>
        )}
      </nav>
    </section>
  );
}
