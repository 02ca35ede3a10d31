import { CaseFilterFields } from "@/components/cases/queue/case-filter-fields";
import { KeyboardHelp } from "@/components/cases/queue/keyboard-help";
import { NextCaseForm } from "@/components/cases/queue/next-case-form";
import { personLabel } from "@/components/cases/queue/person-label";
import { QueueTable } from "@/components/cases/queue/queue-table";
import { SavedViews } from "@/components/cases/queue/saved-views";
import { WorkloadTable } from "@/components/cases/queue/workload-table";
import { RemoteNote } from "@/components/remote/remote-note";
import { AppLink } from "@/components/shell/app-link";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterDisclosure } from "@/components/ui/filter-disclosure";
import { reasonsInWords } from "@/lib/cases/decisions/decision-reasons";
import { installationDecisionPolicy } from "@/lib/cases/decisions/decisions";
import { hasCaseFilters } from "@/lib/cases/queue/case-filters";
import { parseQueueQuery, QUEUE_VIEWS, queueHref } from "@/lib/cases/queue/queue-query";
import { caseFilterOptions, reviewerWorkload, reviewQueuePage } from "@/lib/cases/review-queue";
import { findingLine } from "@/lib/findings/words/finding-words";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { isRemoteMode, staffWhoReads } from "@/lib/records/records";
import { bulkAction, deleteViewAction, nextCaseAction, saveViewAction } from "./actions";

export const generateMetadata = titled((t) => t.queue.title);

const OUTCOME_KEYS = { approved: "a", rejected: "r", "resubmission-requested": "s" } as const;

export default async function QueuePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (isRemoteMode()) return <RemoteQueue />;
  const query = parseQueueQuery(await searchParams);
  const [{ t, locale }, page, options, workload] = await Promise.all([
    getDictionary(),
    reviewQueuePage(query),
    caseFilterOptions(),
    reviewerWorkload(),
  ]);
  const q = t.queue;
  const rows = page.rows.map(({ headlineFinding, ...row }) => ({
    ...row,
    finding: headlineFinding && { text: findingLine(headlineFinding, locale), severity: headlineFinding.severity },
  }));
  const reasons = reasonsInWords(installationDecisionPolicy().reasons, t.decisionReasons);
  const bulkChoices = [
    {
      label: q.bulk.assign,
      choices: [
        ...options.people.map((p) => ({ value: `assign:${p.id}`, label: `${q.bulk.assign} ${personLabel(p)}` })),
        { value: "assign:", label: q.bulk.unassign },
      ],
    },
    {
      label: q.bulk.tag,
      choices: options.tags.flatMap((tag) => [
        { value: `tag:${tag.id}`, label: `${q.bulk.tag}: ${tag.name}` },
        { value: `untag:${tag.id}`, label: `${q.bulk.untag}: ${tag.name}` },
      ]),
    },
    {
      label: q.bulk.decide,
      choices: (Object.keys(OUTCOME_KEYS) as (keyof typeof OUTCOME_KEYS)[]).flatMap((outcome) =>
        (reasons[outcome] ?? []).map((r) => ({
          value: `decide:${outcome}:${r.code}`,
          label: `${t.case.decision.outcomes[outcome]}: ${r.label}`,
        })),
      ),
    },
  ].filter((group) => group.choices.length > 0);
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{q.title}</h1>
        {page.canAct && <NextCaseForm action={nextCaseAction} label={q.nextCase} />}
        <KeyboardHelp page="queue" t={q.keys} />
      </div>
      <nav aria-label={q.viewsLabel} className="flex flex-wrap gap-2 text-sm">
        {QUEUE_VIEWS.map((view) => (
          <AppLink
            key={view}
            href={queueHref(query, { view })}
            aria-current={query.view === view ? "page" : undefined}
            className={query.view === view ? "btn-primary" : "btn-secondary"}
          >
            {q.views[view]}
          </AppLink>
        ))}
      </nav>
      <FilterDisclosure title={q.filters.label} isFiltered={hasCaseFilters(query)}>
        <form
          method="get"
          action="/queue"
          aria-label={q.filters.label}
          className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <input type="hidden" name="view" value={query.view} />
          <CaseFilterFields filters={query} options={options} t={t} />
          <div className="flex items-end gap-2">
            <button type="submit" className="btn-primary">
              {q.filters.apply}
            </button>
            <AppLink href={queueHref({ view: query.view })} className="btn-secondary">
              {q.filters.clear}
            </AppLink>
          </div>
        </form>
      </FilterDisclosure>
      {page.rows.length === 0 ? (
        <EmptyState title={q.empty} />
      ) : (
        <QueueTable
          rows={rows}
          now={Date.now()}
          q={q}
          dates={t.dates}
          canAct={page.canAct}
          bulkChoices={bulkChoices}
          bulkAction={bulkAction}
        />
      )}
      {page.nextCursor && (
        <AppLink href={queueHref(query, { after: page.nextCursor })} className="btn-secondary">
          {q.more}
        </AppLink>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <WorkloadTable rows={workload} q={q} />
        <SavedViews
          views={options.views}
          currentPath={queueHref(query, { after: undefined })}
          staffId={page.staff.id}
          q={q}
          actions={{ save: saveViewAction, remove: deleteViewAction }}
        />
      </div>
    </section>
  );
}

/** Remote mode: the queue's cases are written by this service's own engine, so there is none to show. */
async function RemoteQueue() {
  const [, { t }] = await Promise.all([staffWhoReads(), getDictionary()]);
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{t.queue.title}</h1>
      <RemoteNote text={t.remote.queueElsewhere} />
    </section>
  );
}
