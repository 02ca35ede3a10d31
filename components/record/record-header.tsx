import type { ReactNode } from "react";
import { StatusChip } from "@/components/ui/status-chip";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";
import type { ReadRecordResult } from "@/lib/records/read-process-record";
import { CopyButton } from "@/lib/steps/common/review/copy-button";

/** The process's identity and facts; `children` (the decision in force) sits under the title. */
export function RecordHeader({ page, t, children }: { page: ReadRecordResult; t: Dictionary; children?: ReactNode }) {
  const { record } = page;
  const current = record.flow.steps.find((s) => s.id === page.currentStepId);
  const facts: [string, string, string?][] = [
    [t.record.flow, `${record.flow.name}`, record.flow.id],
    [t.record.account, page.accountName],
    [t.record.lang, record.lang],
    [t.record.app, record.appId],
    [t.record.credential, record.credentialId],
    [t.record.version, record.version],
    [t.record.appVersion, record.appVersion || "—"],
    [t.record.reference, page.reference ?? "—"],
    [t.record.createdAt, formatTimestamp(record.createdAt, t.dates)],
    [t.record.updatedAt, formatTimestamp(record.updatedAt, t.dates)],
    [t.record.currentStep, current ? `${current.name}` : page.currentStepId, page.currentStepId],
  ];
  return (
    <header className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-lg font-semibold">
          <span className="block text-xl" data-testid="applicant-name">
            {page.applicantName ?? t.queue.noName}
          </span>
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{t.record.title} </span>
          <span className="break-all font-mono text-sm font-normal" data-testid="process-id">
            {record.id}
          </span>
        </h1>
        <CopyButton value={record.id} label={t.common.copy} copiedLabel={t.common.copied} />
        <StatusChip status={record.status} negativeFinish={record.negativeFinish} words={t.status} />
      </div>
      {children}
      {page.isMasked && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300" data-testid="masked-note">
          {t.record.masked}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value, detail]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="min-w-0 break-words">
              {value}
              {detail && detail !== value && <span className="ml-1 font-mono text-xs text-slate-600 dark:text-slate-400">({detail})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
