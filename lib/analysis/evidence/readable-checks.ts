import { ZImageQualitySettings } from "@/lib/analysis/document/image-quality-settings";
import { callSummaryInWords, isCallVerdict } from "./call-in-words";
import type { EvidenceStep } from "./evidence-input";

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const asNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const LIMITS = ZImageQualitySettings.parse({});

/** A document side's image measures in words, each with the default limit it was judged against. */
export function imageQualityInWords(measures: unknown): string[] {
  const m = asObject(measures);
  const lines: [string, number | null, (v: number) => string][] = [
    ["Focus", asNumber(m.focus), (v) => `${v.toFixed(0)} (at least ${LIMITS.minFocus})`],
    ["Glare", asNumber(m.glareShare), (v) => `${percent(v)} of the card, limit ${percent(LIMITS.maxGlareShare)}`],
    ["Card in frame", asNumber(m.cardArea), (v) => `${percent(v)} of the photo, at least ${percent(LIMITS.minCardArea)}`],
    ["Perspective", asNumber(m.sideInequality), (v) => `sides differ by ${percent(v)}, limit ${percent(LIMITS.maxSideInequality)}`],
  ];
  const size = asNumber(m.width) !== null && asNumber(m.height) !== null ? [`Size: ${m.width}×${m.height} px`] : [];
  return [...lines.flatMap(([label, value, say]) => (value === null ? [] : [`${label}: ${say(value)}`])), ...size];
}

function documentInWords(result: Json): string[] {
  const validations = Object.entries(asObject(result.validations));
  const good = validations.filter(([, v]) => v === "GOOD").length;
  const notGood = validations.filter(([, v]) => v !== "GOOD" && v !== "NOT_VALIDATED").map(([k, v]) => `${k} ${String(v)}`);
  const measures = asObject(result.measures);
  return [
    `Validations: ${good} of ${validations.length} good${notGood.length ? `; ${notGood.join(", ")}` : ""}`,
    ...imageQualityInWords(measures.front).map((line) => `Front, ${line.charAt(0).toLowerCase()}${line.slice(1)}`),
  ];
}

/** What one step record established, read from its result's shape: scores against thresholds, verdicts, hits. */
export function checkInWords(step: EvidenceStep): string[] {
  const result = asObject(step.provider?.result);
  const score = asNumber(result.score);
  const threshold = asNumber(result.threshold);
  if (isCallVerdict(step)) return callSummaryInWords(step);
  if (result.validations !== undefined) return documentInWords(result);
  if (score !== null) return [`Face match score ${score.toFixed(2)}${threshold === null ? "" : `, threshold ${threshold.toFixed(2)}`}`];
  if (result.livenessStatus !== undefined) return [`Liveness (indicative): ${step.status ? "passed" : "below the threshold"}`];
  if (Array.isArray(result.hits))
    return [result.hits.length ? `Sanctions screening: ${result.hits.length} possible match(es)` : "Sanctions screening: no match"];
  if (step.payload?.otpCode !== undefined) return [step.status ? "Code confirmed" : "Code not confirmed"];
  const message = asObject(step.error).message;
  return typeof message === "string" ? [message] : [];
}
