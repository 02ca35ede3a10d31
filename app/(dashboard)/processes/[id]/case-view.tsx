import { Suspense } from "react";
import { DecisionBar } from "@/components/cases/decision-bar";
import { DeskSection } from "@/components/cases/desk-section";
import { CasePanel } from "@/components/cases/queue/case-panel";
import { CohortSection } from "@/components/record/cohort-section";
import { EventTimeline } from "@/components/record/event-timeline";
import { EvidenceSection } from "@/components/record/evidence-section";
import { RecordHeader } from "@/components/record/record-header";
import { ScreeningAlertsSection } from "@/components/record/screening-alerts-section";
import { StepHistory } from "@/components/record/step-history";
import { CaseBanner } from "@/components/record/summary/case-banner";
import { DecisionInForce } from "@/components/record/summary/decision-in-force";
import { Skeleton } from "@/components/ui/skeleton";
import { timelineWithMessages } from "@/lib/cases/contact/message-timeline";
import { reasonsInWords } from "@/lib/cases/decisions/decision-reasons";
import { desk } from "@/lib/cases/desk";
import { caseMenuOptions, caseOfProcess } from "@/lib/cases/review-queue";
import { caseVerdict } from "@/lib/findings/case-verdict";
import { findingLine } from "@/lib/findings/words/finding-words";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";
import type { ReadRecordResult } from "@/lib/records/read-process-record";
import { staffWhoReads } from "@/lib/records/records";
import { timelineWindow, WHOLE_TIMELINE } from "@/lib/records/timeline-window";
import { screening } from "@/lib/screening/screening";
import { EVERY_ATTEMPT } from "@/lib/steps/attempt-history";
import { nextCaseAction } from "../../queue/actions";
import {
  addNoteAction,
  assignCaseAction,
  claimCaseAction,
  confirmDecisionAction,
  decideAction,
  editNoteAction,
  openCallAction,
  recomputeRiskAction,
  resendLinkAction,
  resolveScreeningAlertAction,
  tagCaseAction,
} from "./actions";

const DESK_ACTIONS = {
  addNote: addNoteAction,
  editNote: editNoteAction,
  decide: decideAction,
  confirmDecision: confirmDecisionAction,
  resendLink: resendLinkAction,
  openCall: openCallAction,
};

const CASE_ACTIONS = {
  claim: claimCaseAction,
  assign: assignCaseAction,
  tag: tagCaseAction,
  recompute: recomputeRiskAction,
  nextCase: nextCaseAction,
};

export type Query = Record<string, string | string[] | undefined>;

/**
 * A case as its reviewer works it: decision in force, banner, queue panel, step history, cohort, timeline, evidence,
 * screening, desk and decide bar. Its reads and drawing come after the page has settled that the process exists and
 * the reader may read it (page.tsx), so they stream in behind the page's frame.
 */
export async function CaseView({ page, query, locale, t }: { page: ReadRecordResult; query: Query; locale: Locale; t: Dictionary }) {
  const { record } = page;
  const staff = await staffWhoReads();
  const [loadedDesk, alerts, reviewCase, caseOptions] = await Promise.all([
    desk.loadDesk(staff, { id: record.id, status: record.status, flowActions: record.flow.steps.map((s) => s.action.type) }),
    screening.processScreeningAlerts(staff, record.id),
    caseOfProcess(record.id),
    caseMenuOptions(),
  ]);
  const deskData = { ...loadedDesk, reasons: reasonsInWords(loadedDesk.reasons, t.decisionReasons) };
  const isFromQueue = query.from === "queue";
  const verdict = caseVerdict(record, page.findings);
  const eventType = typeof query.events === "string" && query.events.length <= 100 ? query.events : null;
  const decisionWords = t.case.decision;
  return (
    <div className="space-y-6">
      <RecordHeader page={page} t={t}>
        <DecisionInForce desk={deskData} t={t} />
      </RecordHeader>
      <CaseBanner verdict={verdict} locale={locale} t={t} />
      {reviewCase && <CasePanel view={reviewCase} options={caseOptions} actions={CASE_ACTIONS} locale={locale} t={t} />}
      <section aria-labelledby="steps" className="space-y-3">
        <h2 id="steps" className="text-lg font-semibold">
          {t.record.steps} ({record.data.length})
        </h2>
        <StepHistory
          record={record}
          isMasked={page.isMasked}
          isWhole={query.attempts === EVERY_ATTEMPT}
          messages={deskData.messages}
          locale={locale}
          t={t}
        />
      </section>
      <Suspense fallback={<Skeleton className="h-40" />}>
        <CohortSection record={record} locale={locale} t={t} />
      </Suspense>
      <section aria-labelledby="events" className="space-y-3">
        <h2 id="events" className="text-lg font-semibold">
          {t.record.events}
        </h2>
        <EventTimeline
          timeline={timelineWindow(timelineWithMessages(record, deskData.messages, t.delivery), {
            isWhole: query.timeline === WHOLE_TIMELINE || eventType !== null,
          })}
          processId={record.id}
          activeType={eventType}
          labels={{
            timeline: t.record.events,
            filterEvents: t.record.filterEvents,
            allEvents: t.record.allEvents,
            noEvents: t.record.noEvents,
            latestEvents: t.record.latestEvents,
            showAllEvents: t.record.showAllEvents,
            headers: [t.record.time, t.record.eventType, t.record.step, t.record.status, t.record.device, t.record.os, t.record.browser],
            types: { ...t.events.types, ...t.callRecord.events, ...t.consentRecord.events, ...t.delivery.events },
            devices: t.events.devices,
            statuses: t.events.statuses,
            dates: t.dates,
          }}
        />
      </section>
      <section aria-labelledby="evidence" className="space-y-3">
        <h2 id="evidence" className="text-lg font-semibold">
          {t.record.evidence}
        </h2>
        <Suspense fallback={<Skeleton className="h-40" />}>
          <EvidenceSection processId={record.id} evidence={record.evidence} isMasked={page.isMasked} t={t} />
        </Suspense>
      </section>
      <ScreeningAlertsSection processId={record.id} alerts={alerts} canAct={deskData.canAct} resolve={resolveScreeningAlertAction} t={t} />
      <DeskSection desk={deskData} actions={DESK_ACTIONS} t={t} />
      {deskData.canAct && deskData.isFinished && (
        <DecisionBar
          processId={record.id}
          reasons={deskData.reasons}
          concerns={verdict.findings.map((f) => ({ id: f.id, text: findingLine(f, locale) }))}
          action={DESK_ACTIONS.decide}
          thenNext={reviewCase ? { label: t.queue.case.thenNext, isDefault: isFromQueue } : undefined}
          labels={{
            title: decisionWords.title,
            outcome: decisionWords.outcome,
            outcomes: decisionWords.outcomes,
            reason: decisionWords.reason,
            chooseOutcome: decisionWords.chooseOutcome,
            comment: decisionWords.comment,
            submit: deskData.decisions.length ? decisionWords.decideAgain : decisionWords.decide,
            confirmTitle: decisionWords.confirmTitle,
            confirm: decisionWords.confirm,
            cancel: decisionWords.cancel,
            acknowledge: decisionWords.acknowledge,
            acknowledgeEach: decisionWords.acknowledgeEach,
            closeSheet: decisionWords.closeSheet,
          }}
        />
      )}
    </div>
  );
}
