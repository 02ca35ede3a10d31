import { type Finding, finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { failedCheck, plainState } from "../common/generic-reader";
import { asObject, asText, errorDetails } from "../common/record-json";
import type { RecordFacts, RecordLike, RecordState, StepContext, StepReader } from "../common/step-reader";
import { isLiveCall } from "./action-types";
import { callResultOf, isPostponement, type TCallResult } from "./result";

/** A postponed call is not a passed one, whatever the process did next: only an agent's verdict identifies the applicant. */
function stateOf(record: StepRecordView): RecordState {
  return isLiveCall(record.action) && isPostponement(record) ? "postponed" : plainState(record);
}

function attemptFindings(record: StepRecordView, step: StepContext): Finding[] {
  if (!isLiveCall(record.action)) return plainState(record) === "failed" ? [failedCheck(record, step)] : [];
  if (isPostponement(record)) return [finding("call-postponed", { date: asText(record.payload.date) ?? null }, step)];
  const call = callResultOf(record);
  if (!call) return [finding("result-unreadable", {}, step, { details: errorDetails(record) })];
  return record.status ? [] : [finding("call-failed", { reason: call.reason ?? "" }, step, { details: errorDetails(record) })];
}

function facts(record: RecordLike): RecordFacts {
  const phone = asObject(record.payload.phone);
  const country = asText(phone.country);
  const number = asText(phone.number);
  const at = asText(record.payload.date);
  return {
    ...(at ? { callback: { at } } : {}),
    ...(asText(record.payload.email) ? { email: asText(record.payload.email) } : {}),
    ...(country && number ? { phones: [{ country, number }] } : {}),
  };
}

const recordingInWords = (call: TCallResult) =>
  call.recording?.sha256
    ? `Recording: ${call.recording.bucket ?? ""}, ${(call.recording.durationSeconds ?? 0).toFixed(1)} s, SHA-256 ${call.recording.sha256}`
    : "Recording: no recording";

const verdictInWords = (record: StepRecordView, call: TCallResult) =>
  `Verdict: ${record.status ? "passed" : "failed"}${call.reason ? `: ${call.reason}` : ""}`;

function evidenceLines(record: StepRecordView): string[] {
  if (isPostponement(record)) {
    const date = asText(record.payload.date);
    return [`Postponed by the applicant${date ? `, who asked to be called at ${date}` : ""}: no identification was done`];
  }
  const call = callResultOf(record);
  return call ? [verdictInWords(record, call), recordingInWords(call)] : [];
}

/** A call's verdict in full: outcome and reason, note, agent, times, duration, recording (or none) and the checklist. */
function evidenceDetail(record: StepRecordView): string[] {
  const call = callResultOf(record);
  if (!call) return [];
  const at = (key: keyof TCallResult["times"]) => call.times[key] ?? "-";
  const seconds = typeof call.callSeconds === "number" ? `${call.callSeconds.toFixed(0)} s connected` : "never connected";
  return [
    verdictInWords(record, call),
    ...(call.note ? [`Note: ${call.note}`] : []),
    `Agent: ${call.agent.name ?? ""} <${call.agent.email ?? ""}>`,
    `Times: opened ${at("openedAt")}, connected ${at("connectedAt")}, ended ${at("endedAt")}`,
    `Duration: ${seconds}`,
    recordingInWords(call),
    ...call.checklist.map((item) => `Checklist: [${item.checked ? "x" : " "}] ${item.label ?? item.id}`),
  ];
}

/** The video call and its scheduling step as the rest of the app reads them. */
export const videoconferenceReader: StepReader = { stateOf, attemptFindings, facts, evidenceLines, evidenceDetail };
