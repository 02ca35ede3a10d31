import { findingKindNames } from "@/lib/findings/words/finding-words";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";
import type { AuditDetailWords } from "./audit-details";

/**
 * The words the audit log shows details in: the coded values of some keys (of some only in one action), and a list
 * export's filters field by field.
 */
export function auditDetailWords(t: Dictionary, locale: Locale): AuditDetailWords {
  const { pending, final, superseded } = t.case.decision;
  const codes = (values: Record<string, string>) => ({ values });
  const signInMethods = codes(t.account.sessions.methods);
  const byKey = {
    ...Object.fromEntries(Object.entries(t.audit.detailValues).map(([key, values]) => [key, codes(values)])),
    method: signInMethods,
    outcome: codes(t.case.decision.decided),
    level: codes(t.queue.riskLevels),
    role: codes(t.case.shell.roles),
    factor: signInMethods,
    status: codes({ pending, final, superseded }),
    reasonCode: codes(t.decisionReasons),
    acknowledged: codes(findingKindNames(locale)),
    kind: codes(t.callRecord.captureNames.kinds),
    // A list export's filters, named and worded as the list's and the queue's filter fields say them.
    filters: {
      fields: {
        q: t.list.query,
        status: t.list.status,
        negativeFinish: t.list.negativeFinish,
        failed: t.list.failedStep,
        flow: t.list.flow,
        app: t.list.app,
        lang: t.list.lang,
        from: t.list.from,
        to: t.list.to,
        decision: t.queue.filters.decision,
        assignee: t.queue.filters.assignee,
        tag: t.queue.filters.tag,
        risk: t.queue.filters.risk,
        findings: t.queue.filters.findings,
        due: t.queue.filters.due,
      },
      fieldValues: {
        status: t.status,
        decision: t.queue.decisionStates,
        assignee: { none: t.queue.unassigned },
        risk: t.queue.riskLevels,
        findings: t.queue.findingFilters,
        due: t.queue.dueStates,
      },
    },
  };
  // Keys whose values are codes only in one action (elsewhere a reason is typed text), or mean something else there.
  const byAction = {
    "sign-in-failed": { reason: codes(t.audit.signInRefusals) },
    "videoconference-completed": { outcome: codes(t.audit.callOutcomes) },
    "link-resent": { code: codes({ ...t.errorCodes, ...t.audit.emailRequestAnswered }) },
  };
  return { byKey, byAction, yes: t.common.yes, no: t.common.no };
}
