import { isLiveCall } from "@/lib/steps/videoconference/action-types";
import type { EvidenceStep } from "./evidence-input";

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const asList = (value: unknown): Json[] => (Array.isArray(value) ? value.map(asObject) : []);

/** True for a step record a video call's verdict wrote (the agent's result, not a postponement). */
export const isCallVerdict = (step: EvidenceStep) => isLiveCall(step.action) && asObject(step.provider?.result).agent !== undefined;

function recordingInWords(result: Json): string {
  const recording = asObject(result.recording);
  return typeof recording.sha256 === "string"
    ? `Recording: ${String(recording.bucket)}, ${Number(recording.durationSeconds ?? 0).toFixed(1)} s, SHA-256 ${recording.sha256}`
    : "Recording: no recording";
}

function verdictInWords(step: EvidenceStep, result: Json): string {
  const reason = typeof result.reason === "string" && result.reason ? `: ${result.reason}` : "";
  return `Verdict: ${step.status ? "passed" : "failed"}${reason}`;
}

/** The call for the summary page: the verdict and the recording. */
export function callSummaryInWords(step: EvidenceStep): string[] {
  const result = asObject(step.provider?.result);
  return [verdictInWords(step, result), recordingInWords(result)];
}

/** A call's verdict in full: outcome and reason, note, agent, times, duration, recording (or none) and the checklist. */
export function callInWords(step: EvidenceStep): string[] {
  const result = asObject(step.provider?.result);
  const agent = asObject(result.agent);
  const times = asObject(result.times);
  const note = typeof result.note === "string" && result.note ? [`Note: ${result.note}`] : [];
  const seconds = typeof result.callSeconds === "number" ? `${result.callSeconds.toFixed(0)} s connected` : "never connected";
  const at = (key: string) => String(times[key] ?? "-");
  return [
    verdictInWords(step, result),
    ...note,
    `Agent: ${String(agent.name ?? "")} <${String(agent.email ?? "")}>`,
    `Times: opened ${at("openedAt")}, connected ${at("connectedAt")}, ended ${at("endedAt")}`,
    `Duration: ${seconds}`,
    recordingInWords(result),
    ...asList(result.checklist).map((item) => `Checklist: [${item.checked ? "x" : " "}] ${String(item.label ?? item.id)}`),
  ];
}
