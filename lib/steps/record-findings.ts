import { type Finding, finding } from "@/lib/findings/finding";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { DEFAULT_FINDING_OPTIONS, type FindingOptions, type RecordState, type StepContext } from "./common/step-reader";
import { readerOf } from "./step-readers";

/** A record's state, read by its family: passed, failed, a code sent, a call postponed, or only recorded. */
export function recordState(record: StepRecordView): RecordState {
  return readerOf(record.action).stateOf(record);
}

const ATTEMPT_STATES: readonly RecordState[] = ["passed", "failed", "postponed"];

type StepGroup = { stepId: string; action: string; records: StepRecordView[] };

function groupByStep(records: StepRecordView[]): StepGroup[] {
  const groups = new Map<string, StepGroup>();
  for (const record of records) {
    const group = groups.get(record.stepId) ?? { stepId: record.stepId, action: record.action, records: [] };
    group.records.push(record);
    groups.set(record.stepId, group);
  }
  return [...groups.values()];
}

function withAttempts(findings: Finding[], attempts: number): Finding[] {
  return attempts > 1 ? findings.map((f) => ({ ...f, attempts })) : findings;
}

/**
 * One step's findings: what its latest attempt established; that it passed only after failed attempts; that its
 * failures ended the process; and what its family sees across attempts (a document that changed).
 */
function stepFindings(record: ProcessRecordView, group: StepGroup, options: FindingOptions): Finding[] {
  const definition = record.flow.steps.find((s) => s.id === group.stepId);
  const reader = readerOf(group.action);
  const step: StepContext = {
    stepId: group.stepId,
    stepName: definition?.name ?? group.stepId,
    settings: definition?.action.settings ?? {},
    options,
  };
  const attempts = group.records.filter((r) => ATTEMPT_STATES.includes(reader.stateOf(r)));
  const latest = attempts.at(-1);
  if (!latest) return [];
  const failed = attempts.filter((r) => reader.stateOf(r) === "failed");
  const latestState = reader.stateOf(latest);
  const findings = withAttempts(reader.attemptFindings(latest, step), attempts.length);
  if (latestState === "passed" && failed.length > 0) {
    const details = failed.flatMap((attempt) => reader.attemptFindings(attempt, step).flatMap((f) => [f.kind, ...f.details]));
    findings.push(finding("retried", { failedAttempts: failed.length }, step, { details, attempts: attempts.length }));
  }
  const maxRetries = definition?.settings.maxRetries ?? null;
  if (record.negativeFinish && latestState === "failed" && (maxRetries === null || failed.length > maxRetries))
    findings.unshift(finding("negative-finish", { attempts: failed.length, maxRetries }, step));
  return [...findings, ...(reader.stepFindings?.(attempts, step) ?? [])];
}

function deviceChange(record: ProcessRecordView): Finding[] {
  const devices = new Set(record.events.map((e) => `${e.deviceType} · ${e.operatingSystem} · ${e.browser}`));
  return devices.size > 1 ? [finding("device-change", { devices: devices.size }, { key: "devices" })] : [];
}

/**
 * Everything a process's own record says a reviewer must weigh, read step by step by each family: the same list for
 * the case banner, the decision's acknowledgements, risk, the queue, the evidence file and the applicant's message.
 */
export function recordFindings(record: ProcessRecordView, options: FindingOptions = DEFAULT_FINDING_OPTIONS): Finding[] {
  const findings = groupByStep(record.data).flatMap((group) => stepFindings(record, group, options));
  const isFinished = record.status === "finished";
  if (record.negativeFinish && !findings.some((f) => f.kind === "negative-finish"))
    findings.unshift(finding("negative-finish", { attempts: 0, maxRetries: null }, { key: "process" }));
  const performed = new Set(record.data.map((r) => r.stepId));
  const skipped = record.flow.steps.filter((s) => !performed.has(s.id)).map((s) => s.name);
  if (isFinished && skipped.length) findings.push(finding("not-performed", { steps: skipped }, { key: "steps" }));
  return [...findings, ...deviceChange(record)];
}

/** What the latest attempt of one step established: the applicant's failure message reads this. */
export function attemptFindings(record: ProcessRecordView, attempt: StepRecordView, options = DEFAULT_FINDING_OPTIONS): Finding[] {
  const definition = record.flow.steps.find((s) => s.id === attempt.stepId);
  return readerOf(attempt.action).attemptFindings(attempt, {
    stepId: attempt.stepId,
    stepName: definition?.name ?? attempt.stepId,
    settings: definition?.action.settings ?? {},
    options,
  });
}
